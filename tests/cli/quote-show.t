args: show "$(printf '\033]0;title\007')"
status: 2
--- stdout
--- stderr
liuren show: unknown name '\e]0;title\a'
