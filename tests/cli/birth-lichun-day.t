args: print 2026-11-29 17:05 --tz Asia/Shanghai --birth 1983-02-04 --sex m
status: 2
--- stdout
--- stderr
liuren print: birth date '1983-02-04': 立春 falls that day, at 1983-02-04 17:39:42 (Asia/Shanghai), and the hour decides 本命; give the time of birth (e.g. '1983-02-04 08:30')
