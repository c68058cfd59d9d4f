# liuren - completion/liuren.bash: bash completion for liuren. Every name
# (commands, options, settings and their values, 課體 and 神煞) comes from
# the program itself through its hidden `liuren --list WHAT`.
# Installed as $(PREFIX)/share/bash-completion/completions/liuren.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.

_liuren_list()
{
	"$_liuren_prog" --list "$@" 2>/dev/null
}

# COMPREPLY from the lines of "liuren --list ARGS" that start with $cur
# (after PREFIX, which is kept).
_liuren_reply()
{
	local prefix=$1 word
	shift
	local IFS=$'\n'
	for word in $(_liuren_list "$@"); do
		[[ $prefix$word == "$cur"* ]] && COMPREPLY+=("$prefix$word")
	done
}

_liuren()
{
	local _liuren_prog=${COMP_WORDS[0]}
	local cur=${COMP_WORDS[COMP_CWORD]} prev=
	((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
	COMPREPLY=()

	# "--set key=value": bash splits at '=' (COMP_WORDBREAKS), so the
	# words are --set, key, =, value; put them back together.
	local setkey=
	if [[ $prev == = && $COMP_CWORD -ge 3 && ${COMP_WORDS[COMP_CWORD - 3]} == --set ]]; then
		setkey=${COMP_WORDS[COMP_CWORD - 2]}
	elif [[ $cur == = && $COMP_CWORD -ge 2 && ${COMP_WORDS[COMP_CWORD - 2]} == --set ]]; then
		setkey=$prev
		cur=
	elif [[ $prev == --set && $cur == *=* ]]; then
		setkey=${cur%%=*}
		cur=${cur#*=}
	fi
	if [[ -n $setkey ]]; then
		_liuren_reply "" values "$setkey"
		return
	fi

	case $prev in
	--set)
		_liuren_reply "" settings
		COMPREPLY=("${COMPREPLY[@]/%/=}")
		compopt -o nospace 2>/dev/null
		return ;;
	--noble-table | --day-hours | --shehai)
		_liuren_reply "" values "${prev#--}"
		return ;;
	--hour | --general | --xingnian | --hours)
		_liuren_reply "" branches
		return ;;
	--day | --husband-xingnian | --wife-xingnian)
		_liuren_reply "" pillars
		return ;;
	--ask)
		_liuren_reply "" asks
		return ;;
	--sex)
		local s
		for s in m f 男 女; do [[ $s == "$cur"* ]] && COMPREPLY+=("$s"); done
		return ;;
	--config | --print-dir | --casebook | --*-file)
		local IFS=$'\n'
		COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	--tz | --lon | --lat | --lunar | --from | --to | --birth | --theme)
		return ;;
	esac

	if ((COMP_CWORD == 1)); then
		if [[ $cur == -* ]]; then
			_liuren_reply "" options
			local o
			for o in --help --version; do [[ $o == "$cur"* ]] && COMPREPLY+=("$o"); done
		else
			_liuren_reply "" commands
		fi
		return
	fi

	local cmd=${COMP_WORDS[1]}
	[[ $cmd == -* ]] && cmd=
	if [[ $cur == -* ]]; then
		# a case subcommand offers its own options
		if [[ $cmd == case && $COMP_CWORD -gt 2 ]]; then
			_liuren_reply "" options case "${COMP_WORDS[2]}"
		else
			_liuren_reply "" options $cmd
		fi
		return
	fi
	case $cmd in
	case)
		((COMP_CWORD == 2)) && _liuren_reply "" subcommands ;;
	find)
		_liuren_reply "" patterns ;;
	show)
		_liuren_reply "" patterns
		_liuren_reply "" shensha ;;
	esac
}

complete -F _liuren liuren
