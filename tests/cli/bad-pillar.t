args: print --day 丙卯 --hour 寅 --general 未
status: 2
--- stdout
--- stderr
liuren print: --day: '丙卯' is not a pillar of the sixty (丙 is yang, 卯 is yin)
