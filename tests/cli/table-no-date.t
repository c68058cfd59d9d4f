args: table 2026-01-01
status: 2
--- stdout
--- stderr
liuren table: '2026-01-01': table takes no date or chart (use --day, --hours, --general)
