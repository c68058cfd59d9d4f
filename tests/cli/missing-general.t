args: print --day 丙辰 --hour 寅
status: 2
--- stdout
--- stderr
liuren print: missing --general (give --day, --hour and --general)
