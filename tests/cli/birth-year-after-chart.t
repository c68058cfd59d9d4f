args: print 2027-03-05 --birth 3000 --sex m
status: 2
--- stdout
--- stderr
liuren print: birth date '3000' is after the chart's moment
