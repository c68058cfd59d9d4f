args: practice --json
status: 2
--- stdout
--- stderr
liuren practice: --json goes with --report
