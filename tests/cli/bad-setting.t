args: print --day 庚午 --hour 寅 --general 子 --set shehai=sideways
status: 2
--- stdout
--- stderr
liuren print: --set: bad value 'sideways' for shehai (expected depth, depth-branches, mengzhongji)
