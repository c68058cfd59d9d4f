args: find 六儀 --from 2027-02-30
status: 2
--- stdout
--- stderr
liuren find: --from: bad date '2027-02-30': February 2027 has 28 days
