args: print --day 丙辰 --hour 寅 --general 未 -- --json
status: 2
--- stdout
--- stderr
liuren print: '--json' is not a date or time (e.g. 2026-11-29 17:05, 2027/3/5 8:00, 2027年3月5日辰時, now) nor a chart in the book's words (e.g. 癸酉日酉時巳將)
