args: find 二貴拱年命格 --from 2027-02-07T07:00 --to 2027-02-07T10:59 --birth 1990 --sex m
status: 0
--- stdout
2027-02-07 09:00  丁未年 壬寅月 丁巳日 乙巳時  子將  涉害  前後引從升遷吉 (二貴拱年命格): the 初傳 酉 over 寅 and the 末傳 亥 over 辰 are the day and night nobles; they enclose 卯, where the 行年 is
--- stderr
