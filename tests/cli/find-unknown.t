args: find 六義 --from 2027-01-01 --to 2027-03-01
status: 2
--- stdout
--- stderr
liuren find: unknown pattern '六義' (close: 六儀, 六純, 六陽, 六陰)
