args: print --day 甲子 --hour 丑 --general 申 --sex x
status: 2
--- stdout
--- stderr
liuren print: bad sex 'x': want m or f
