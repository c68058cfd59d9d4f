args: find --from 2027-01-01
status: 2
--- stdout
--- stderr
liuren find: name at least one 課體 or 神煞, e.g. 'liuren find 六儀 --from 2027-01-01 --to 2027-12-31' or 'liuren find 天馬 --on 發用'
