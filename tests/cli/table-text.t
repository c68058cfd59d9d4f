args: table --day 丙辰 --hours 寅午 --general 未
status: 0
--- stdout
丙辰日 寅時 未將  lessons 蛇戌丙 空卯戌 貴酉辰 青寅酉  transmissions 青甲寅 陰己未 合　子  void 子丑  重審  night chart, noble 酉 forward
丙辰日 午時 未將  lessons 青午丙 勾未午 空巳辰 青午巳  transmissions 貴癸亥 青戊午 青戊午  void 子丑  別責  day chart, noble 亥 backward
--- stderr
