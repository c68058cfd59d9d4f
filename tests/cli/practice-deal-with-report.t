args: practice --deal --report
status: 2
--- stdout
--- stderr
liuren practice: --deal goes with neither --report, --answers nor --charts
