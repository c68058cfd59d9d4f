args: find 二貴拱年命格 --from 2027-02-07T09:00 --to 2027-02-07T10:00
status: 2
--- stdout
--- stderr
liuren find: 二貴拱年命格 cannot be evaluated without 本命、行年 (give --birth --xingnian (or --birth and --sex))
