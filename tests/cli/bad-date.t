args: print 2026-02-30 10:00
status: 2
--- stdout
--- stderr
liuren print: bad date '2026-02-30 10:00': February 2026 has 28 days
