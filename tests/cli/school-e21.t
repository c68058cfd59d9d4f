args: print --day 庚午 --hour 寅 --general 子 --set 涉害=孟仲季
status: 0
--- stdout
庚午日 寅時 子將（神后）  夜占
旬空 戌亥  貴人 未 逆  課 涉害（見機）
設定 shehai=mengzhongji

      勾  合  朱  蛇
      卯  辰  巳  午
      巳  午  未  申
青寅辰              酉未貴
空丑卯              戌申后
      寅  丑  子  亥
      子  亥  戌  酉
      白  常  玄  陰

四課
  青  合  合  蛇
  寅  辰  辰  午
  辰  午  午  庚

三傳
  初  庚午  官鬼  螣蛇
  中  戊辰  父母  六合
  末  丙寅  妻財  青龍
--- stderr
