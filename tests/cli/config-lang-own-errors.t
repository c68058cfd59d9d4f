args: print --day 丙辰 --hour 寅 --general 未
status: 2
config: shehai = bogus
config: lang = zh-Hant
--- stdout
--- stderr
liuren print：config/liuren/config:1: 值「bogus」不合 shehai（應為 depth、depth-branches、mengzhongji）
