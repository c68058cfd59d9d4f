args: calendar 2026 --tz=
status: 2
--- stdout
--- stderr
liuren calendar: --tz needs a zone: an IANA name (Asia/Shanghai) or an offset (+08:00) (usage: liuren calendar YEAR [--tz ZONE] [--json])
