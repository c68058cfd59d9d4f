args: print --config nosuchfile --day 庚午 --hour 寅 --general 子
status: 2
--- stdout
--- stderr
liuren print: nosuchfile: no such file
