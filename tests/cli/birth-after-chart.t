args: print 2026-11-29 17:05 --tz Asia/Shanghai --birth 2027-01-01
status: 2
--- stdout
--- stderr
liuren print: birth date '2027-01-01' is after the chart's moment
