args: find 六儀 --from 2099-01-01 --to now
status: 2
--- stdout
--- stderr
liuren find: --to must come after --from
