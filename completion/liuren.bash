# liuren - completion/liuren.bash: bash completion for liuren. Every name
# (commands, options, each option's values, settings and their values,
# 課體, 法, 神煞, generals and 神, IANA zones) comes from the program
# itself through its hidden `liuren --list WHAT`, which reads them from
# the option tables that parse them.
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

	if [[ $prev == --set ]]; then
		_liuren_reply "" settings
		COMPREPLY=("${COMPREPLY[@]/%/=}")
		compopt -o nospace 2>/dev/null
		return
	fi

	# the command, and a case subcommand (whose own options are read)
	local cmd= sub=
	((COMP_CWORD > 1)) && [[ ${COMP_WORDS[1]} != -* ]] && cmd=${COMP_WORDS[1]}
	[[ $cmd == case ]] && ((COMP_CWORD > 2)) && sub=${COMP_WORDS[2]}

	# an option's value, "--opt VALUE" or "--opt=VALUE" (split by bash
	# into --opt, =, VALUE): the program names the values from the
	# option's own row (its choices, the tables that read it, the
	# zones), ":files" for a file's name; it fails for an option that
	# takes no value, which is then completed as any word
	local opt=
	if [[ $prev == = && $COMP_CWORD -ge 2 && ${COMP_WORDS[COMP_CWORD - 2]} == -* ]]; then
		opt=${COMP_WORDS[COMP_CWORD - 2]}
	elif [[ $cur == = && $prev == -* ]]; then
		opt=$prev
		cur=
	elif [[ $prev == -* ]]; then
		opt=$prev
	fi
	if [[ -n $opt ]]; then
		local name=${opt#-} values word
		name=${name#-}
		if values=$(_liuren_list option-values "$name" "$cmd" $sub); then
			local IFS=$'\n'
			if [[ $values == :files ]]; then
				COMPREPLY=($(compgen -f -- "$cur"))
				return
			fi
			for word in $values; do
				[[ $word == "$cur"* ]] && COMPREPLY+=("$word")
			done
			return
		fi
	fi

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

	if [[ $cur == -* ]]; then
		# a case subcommand offers its own options
		if [[ $cmd == case && $COMP_CWORD -gt 2 ]]; then
			_liuren_reply "" options case "${COMP_WORDS[2]}"
		else
			_liuren_reply "" options $cmd
		fi
		return
	fi
	if [[ $cmd == case ]] && ((COMP_CWORD == 2)); then
		_liuren_reply "" subcommands
		return
	fi
	# what the command's words name (find: 課體, 法, 格, 神煞; show:
	# those, the generals and the 神), from its table
	_liuren_reply "" words "$cmd" $sub
}

complete -F _liuren liuren
