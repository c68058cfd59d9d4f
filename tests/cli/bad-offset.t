args: print 2026-01-01T10:00+08:
status: 2
--- stdout
--- stderr
liuren print: bad date '2026-01-01T10:00+08:': expected Z or +HH:MM after the time
