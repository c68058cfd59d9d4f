args: calendar 2026 --tz GMT-3:30
status: 2
--- stdout
--- stderr
liuren calendar: ambiguous time zone 'GMT-3:30': a TZ variable reads it as UTC+03:30 (POSIX counts hours west); write -03:30 for west of UTC or +03:30 for east (usage: liuren calendar YEAR [--tz ZONE] [--json])
