args: --lang zh-Hant table --day 丙辰 --hours 寅午 --general 未
status: 0
--- stdout
丙辰日 寅時 未將 夜 貴酉順 空子丑 課 蛇戌丙 空卯戌 貴酉辰 青寅酉 傳 青甲寅 陰己未 合　子 重審
丙辰日 午時 未將 晝 貴亥逆 空子丑 課 青午丙 勾未午 空巳辰 青午巳 傳 貴癸亥 青戊午 青戊午 別責
--- stderr
