args: print --no-config --day 丙辰 --hour 寅 --general 未
status: 0
config: colour = red
--- stdout
丙辰日 寅時 未將（小吉）  夜占
旬空 子丑  貴人 酉 順  課 重審

      蛇  朱  合  勾
      戌  亥  子  丑
      巳  午  未  申
貴酉辰              酉寅青
后申卯              戌卯空
      寅  丑  子  亥
      未  午  巳  辰
      陰  玄  常  白

四課
  青  貴  空  蛇
  寅  酉  卯  戌
  酉  辰  戌  丙

三傳
  初  甲寅  父母  青龍
  中  己未  子孫  太陰
  末    子  官鬼  六合  旬空
--- stderr
