args: find 馬載虎鬼格 --from 2027-01-15 --to 2027-01-15
status: 0
--- stdout
2027-01-15 07:00  丙午年 辛丑月 甲午日 戊辰時  丑將  蒿矢  虎臨干鬼凶速速 (馬載虎鬼格): 申, the 官鬼 of 甲, rides 白虎 as the 初傳, and is the 驛馬 too
--- stderr
