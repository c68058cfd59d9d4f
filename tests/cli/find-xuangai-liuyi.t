args: find 軒蓋 六儀 --from 2027-01-01 --to 2027-03-01 --tz Asia/Shanghai
status: 0
--- stdout
2027-01-18 07:00  丙午年 辛丑月 丁酉日 甲辰時  丑將  元首  軒蓋 (乘軒落馬): 勝光 午 is the 發用 (over 酉); 太衝 卯 and 神后 子 are in the 三傳; the 末傳 子 rides 螣蛇, is 死 and overcomes (克) the 日干: 乘軒落馬  六儀 (旬儀 奇儀全會): the 旬儀 午 (the 甲午 旬) is the 發用; the 旬奇 子 is the 末傳; the 日奇 卯 is the 中傳, in the 三傳 with the 六儀: 奇儀全會; 天罡 辰 over the 日干, with a 六儀 as the 發用: the bad turns good; whether the 六儀 overcomes the 行年: not evaluated (needs the 行年)
2027-01-21 05:00  丙午年 辛丑月 庚子日 己卯時  子將  知一  軒蓋: 勝光 午 is the 發用 (over 酉); 太衝 卯 and 神后 子 are in the 三傳  六儀 (旬儀 支儀 奇儀全會): the 旬儀 午 (the 甲午 旬) is the 發用; it is the 支儀 午 too (on a 子 day); the 旬奇 子 is the 末傳, in the 三傳 with the 六儀: 奇儀全會; whether the 六儀 overcomes the 行年: not evaluated (needs the 行年)
2027-02-14 05:00  丁未年 壬寅月 甲子日 丁卯時  子將  元首  軒蓋 (車馬俱動): 勝光 午 is the 發用 (over 酉); 太衝 卯 and 神后 子 are in the 三傳; in a 寅 month 午 is the 天馬 and 卯 the 天車  六儀 (旬儀 支儀 奇儀全會): the 旬儀 子 (the 甲子 旬) is the 末傳; the 支儀 午 (on a 子 day) is the 發用; the 日奇 午 is the 發用, in the 三傳 with the 六儀: 奇儀全會; whether the 六儀 overcomes the 行年: not evaluated (needs the 行年)
2027-02-23 03:00  丁未年 壬寅月 癸酉日 甲寅時  亥將  涉害  軒蓋 (車馬俱動): 勝光 午 is the 發用 (over 酉); 太衝 卯 and 神后 子 are in the 三傳; in a 寅 month 午 is the 天馬 and 卯 the 天車  六儀 (旬儀): the 旬儀 子 (the 甲子 旬) is the 末傳; whether the 六儀 overcomes the 行年: not evaluated (needs the 行年)
--- stderr
