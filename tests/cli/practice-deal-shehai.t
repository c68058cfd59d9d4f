args: practice --deal --seed 7 --count 4 --method 涉害
status: 0
--- stdout
己丑 未 亥
己卯 子 申
甲辰 午 亥
甲辰 寅 子
--- stderr
