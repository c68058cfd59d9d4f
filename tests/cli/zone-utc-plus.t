args: print 2026-11-29 17:05 --tz UTC+5
status: 2
--- stdout
--- stderr
liuren print: ambiguous time zone 'UTC+5': a TZ variable reads it as UTC-05:00 (POSIX counts hours west); write +05:00 for east of UTC or -05:00 for west
