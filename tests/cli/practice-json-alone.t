args: practice --json
status: 2
--- stdout
--- stderr
liuren practice：--json 須與 --report 並用
