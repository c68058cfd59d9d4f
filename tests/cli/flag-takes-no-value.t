args: print --json=x
status: 2
--- stdout
--- stderr
liuren print: --json takes no value
