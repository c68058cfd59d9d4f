args: print 2026-11-29 17:05 --tz Mars/Base
status: 2
--- stdout
--- stderr
liuren print: unknown time zone 'Mars/Base'
