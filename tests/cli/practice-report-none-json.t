args: practice --report --json
status: 0
--- stdout
{"schema":"liuren/1","students":[]}
--- stderr
