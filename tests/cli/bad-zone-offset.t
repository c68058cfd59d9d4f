args: print 2026-01-01T10:00 --tz +08:
status: 2
--- stdout
--- stderr
liuren print: unknown time zone '+08:'
