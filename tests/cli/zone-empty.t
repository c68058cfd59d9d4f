args: print 2026-11-29 17:05 --tz ""
status: 2
--- stdout
--- stderr
liuren print: --tz needs a zone: an IANA name (Asia/Shanghai) or an offset (+08:00)
