args: print --day 庚午 --hour 寅 --general 子
status: 2
config: shehai mengzhongji
--- stdout
--- stderr
liuren print: config/liuren/config:1: expected 'key = value'
