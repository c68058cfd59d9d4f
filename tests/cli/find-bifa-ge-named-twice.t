args: find 馬載虎鬼格 --from 2027-01-15 --to 2027-01-15
status: 0
--- stdout
2027-01-15 07:00  丙午年 辛丑月 甲午日 戊辰時  丑將  蒿矢  金日逢丁凶禍動 (馬載虎鬼格): 申, the 官鬼 of 甲, rides 白虎 and is the 驛馬 of the 支 午, at 初傳 (馬載虎鬼格)
--- stderr
