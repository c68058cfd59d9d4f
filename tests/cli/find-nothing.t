args: find 井欄射 --from 2027-01-01 --to 2027-01-02 --tz Asia/Shanghai
status: 1
--- stdout
--- stderr
liuren find: 0 found in 25 charts
