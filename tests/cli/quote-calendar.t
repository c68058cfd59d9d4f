args: calendar "$(printf '20\r27')"
status: 2
--- stdout
--- stderr
liuren calendar: bad year '20\r27' (usage: liuren calendar YEAR [--tz ZONE] [--json])
