args: practice --report --json
status: 0
--- stdout
{"students":[]}
--- stderr
