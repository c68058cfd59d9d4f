args: print --day
status: 2
--- stdout
--- stderr
liuren print: --day needs a value
