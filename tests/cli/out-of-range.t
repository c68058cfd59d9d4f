args: print 2101-01-01 10:00
status: 2
--- stdout
--- stderr
liuren print: year 2101 is outside 1900-2100
