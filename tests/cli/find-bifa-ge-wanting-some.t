args: find 二貴拱年命格 --from 2027-02-07T07:00 --to 2027-02-07T10:59
status: 2
--- stdout
--- stderr
liuren find: 二貴拱年命格 cannot be evaluated in 1 of the 2 charts without 本命、行年 (give --birth --xingnian (or --birth and --sex))
