args: print 2026-11-29 17:05 --birth 農曆1983年閏三月初一
status: 2
--- stdout
--- stderr
liuren print: bad date '農曆1983年閏三月初一': lunar year 1983 has no leap month 3
