args: table --hours 甲
status: 2
--- stdout
--- stderr
liuren table: --hours: '甲' is not 'all' nor hour branches (e.g. 子 or 子午)
