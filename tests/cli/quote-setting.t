args: print --day 丙辰 --hour 寅 --general 未 --set "shehai=$(printf 'a\tb\033')"
status: 2
--- stdout
--- stderr
liuren print: --set: bad value 'a\tb\e' for shehai (expected depth, depth-branches, mengzhongji)
