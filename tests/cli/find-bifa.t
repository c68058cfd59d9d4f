args: find 簾幕貴人 --from 2026-01-01 --to 2026-01-03
status: 0
--- stdout
2026-01-01 17:00  乙巳年 戊子月 乙亥日 乙酉時  丑將  重審  簾幕貴人高甲第 (臨日干): 晝占: the 簾幕貴人 is the 夜貴 申, standing over the 日干
2026-01-02 17:00  乙巳年 戊子月 丙子日 丁酉時  丑將  重審  簾幕貴人高甲第 (臨日干): 晝占: the 簾幕貴人 is the 夜貴 酉, standing over the 日干
2026-01-03 13:00  乙巳年 戊子月 丁丑日 丁未時  丑將  返吟  簾幕貴人高甲第 (斗鬼相加格): 丑 over 未, on the 日干: 斗 and 鬼 added together (斗鬼相加)
--- stderr
