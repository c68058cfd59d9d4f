args: print --day 甲子 --hour 子 --general 子 --conf nosuchfile
status: 2
--- stdout
--- stderr
liuren print: nosuchfile: no such file
