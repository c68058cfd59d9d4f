args: calendar
status: 2
--- stdout
--- stderr
liuren calendar: give a YEAR (usage: liuren calendar YEAR [--tz ZONE] [--json])
