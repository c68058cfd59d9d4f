args: print --day 丙辰 --hour 寅 --general 未 --set "shehai=depth$(printf '%300s')x"
status: 2
--- stdout
--- stderr
liuren print: --set: bad value 'depth                                           …' for shehai (expected depth, depth-branches, mengzhongji)
