args: find 六儀 --from 2026-01-01 --to 2026-03-01 --birth 2027
status: 2
--- stdout
--- stderr
liuren find: birth date '2027' is after the chart's moment
