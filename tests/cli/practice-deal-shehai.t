args: practice --deal --seed 7 --count 4 --method 涉害
status: 0
--- stdout
癸卯 巳 丑
乙亥 子 申
庚戌 午 戌
丁卯 亥 酉
--- stderr
