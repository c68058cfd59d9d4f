args: find 六儀 --from 2027-03-01 --to 2027-01-01
status: 2
--- stdout
--- stderr
liuren find: --to must come after --from
