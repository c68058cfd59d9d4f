args: table --hour 子
status: 2
--- stdout
--- stderr
liuren table: use --hours for the hours of the table
