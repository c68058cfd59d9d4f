args: print --day 丙辰 --hour 甲 --general 未
status: 2
--- stdout
--- stderr
liuren print: --hour: '甲' is not a branch (子 丑 寅 … 亥)
