args: calendar -- --json
status: 2
--- stdout
--- stderr
liuren calendar: bad year '--json' (usage: liuren calendar YEAR [--tz ZONE] [--json])
