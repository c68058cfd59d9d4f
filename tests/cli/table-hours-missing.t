args: table --hours
status: 2
--- stdout
--- stderr
liuren table: --hours needs a value
