args: find 貴覆干支格 --from 2026-01-01 --to 2026-01-11
status: 0
--- stdout
2026-01-05 15:00  乙巳年 戊子月 己卯日 壬申時  丑將  知一  晝夜貴加求兩貴 (貴覆干支格): the 干上 子 and the 支上 申 are the two nobles, 晝貴 and 夜貴
2026-01-10 03:00  乙巳年 己丑月 甲申日 丙寅時  丑將  知一  晝夜貴加求兩貴 (貴覆干支格): the 干上 丑 and the 支上 未 are the two nobles, 晝貴 and 夜貴
2026-01-10 15:00  乙巳年 己丑月 甲申日 壬申時  丑將  知一  晝夜貴加求兩貴 (貴覆干支格): the 干上 未 and the 支上 丑 are the two nobles, 晝貴 and 夜貴
--- stderr
