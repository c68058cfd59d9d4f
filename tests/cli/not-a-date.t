args: print garbage
status: 2
--- stdout
--- stderr
liuren print: 'garbage' is not a date or time (e.g. 2026-11-29 17:05, 2027/3/5 8:00, 2027年3月5日辰時, now) nor a chart in the book's words (e.g. 癸酉日酉時巳將)
