args: print 2026-11-29 17:05 --tz Asia/Shanghai --birth 1983 --sex m
status: 0
--- stdout
Time     2026-11-29 17:05:00 Asia/Shanghai (CST, UTC+08:00)
Lunar    丙午年十月廿一
Pillars  丙午年 己亥月 丁未日 己酉時
Terms    立冬 2026-11-07 17:52:05, 小雪 2026-11-22 15:23:21; next 大雪 2026-12-07 10:52:32
General  寅 功曹  from 2026-11-22 15:23:21 to 2026-12-22 04:50:15 (by the 中氣)

Given    丙午年 十月廿一 亥月 winter 癸亥命 male 行年酉 月宿午

丁未日 酉時 寅將 (功曹)  a day chart (晝占)
Void 寅卯  noble 亥 backward (逆)  method 知一 (比用)

      蛇  貴  后  陰
      戌  亥  子  丑
      巳  午  未  申
朱酉辰              酉寅玄
合申卯              戌卯常
      寅  丑  子  亥
      未  午  巳  辰
      勾  青  空  白

Lessons (四課)
  空  后  空  后
  巳  子  巳  子
  子  未  子  丁

Transmissions (三傳)
  初  乙巳  兄弟  天空
  中  庚戌  子孫  螣蛇
  末    卯  父母  太常  void (旬空)

Querent (年命)  本命亥 命上辰 白虎  行年酉 年上寅 玄武  if born before 立春, 本命 is the year before (壬戌)

Patterns (課體)
  知一 (比用)  發用 巳 over 子, lesson 2, 下賊上; 三傳 巳戌卯
  官爵 (官爵失印)  the 驛馬 巳 is the 發用 (the horse of the 月建 亥, the day 未, the 本命 亥); 天魁 戌 is in the 三傳, 太常 on 卯; 卯 is 空亡: the 印綬 falls void
  鑄印 (鑄印乘軒 破印損模)  the 中傳 is 戌 over 巳: 戌 is the seal, 巳 the furnace; 卯 in the 三傳 is the wheel: 鑄印乘軒; 卯 is 空亡: the seal broken, the mould damaged (破印損模)
  度厄 (長度厄)  下賊上 in three of the 四課: 巳子 子未 巳子
  五福 (4/5)  4/5 of the 五福: 1. the 初傳 巳 is 死, the 末傳 卯 is 相; 2. the 末傳 卯 produces the 初傳 巳: the child goes to its mother; 3. the 初傳 rides 天空, the 末傳 rides 太常; 5. the 干上 子 rides a good general and is 旺相
  災厄 (病符)  the 發用 巳 is 病符, 死
Remarks (附)
  貴人干前後 (貴在干後)  貴人 亥 over 午, behind the 日干 丁 (lodged at 未)
  刑德 (刑勝德)  the 支刑 丑 is over 申: the humble are to the southwest; the 日德 亥 is over 午: the noble are to the south; the 支刑 丑 overcomes (克) the 日德 亥: hard to meet
  雜狀 (雜)  the 發用 巳 holds the 長生 of 金: mixed
  物類 (兄弟)  the 發用 巳 is the 兄弟 of a 丁 day; 巳 is 死: a spent force
  2 not evaluated (needs the couple's 行年; --all lists each)

Rules (畢法)
  第九法 避難逃生須棄舊 (避難逃生格)  the 三傳 巳戌卯 bring nothing; the 日干 sits on the earth palace 寅, which gives it birth
  第十二法 雖憂狐假虎威儀 (狐假虎威格)  the 干上 子 overcomes the 干 丁, held in check by the 支 未
  第十九法 胎財生氣妻懷孕 (互胎格)  the 干上 子 is the fetus spirit of the 支 未, and the 支上 子 that of the 干 丁
  第三十九法 太陽照武宜擒賊  by day, 玄武 rides the 月將 寅 (the sun): a thief is sure to be exposed
  第五十三法 兩蛇夾墓凶難免 (兩蛇夾墓)  the 墓 of 丁, 戌, stands on 巳 and rides 螣蛇
  第六十八法 制鬼之位乃良醫  the 干上 子 is the 官鬼 of 丁; the 中傳 戌 overcomes it, the spirit that checks the 官鬼
  第六十九法 虎乘遁鬼殃非淺 (明暗二鬼格)  the 干上 子 is the open 官鬼 of 丁, and the 支上 子 carries 壬 hidden, the hidden 官鬼
  第七十六法 彼此猜忌害相隨  the 干上 子 and the 干 丁 (寄宮 未) are a 六害, and so are the 支上 子 and the 支 未
  第八十一法 傳墓入墓分憎愛  the 初傳 巳 (兄弟) goes into its 墓, the 中傳 戌
  第八十九法 任信丁馬須言動  the 天馬 of month 亥, 子, stands on the 旬丁 未
  1 not evaluated (needs the matter asked; --all lists each)

Spirits (神煞)
  子  good 福星 支德 天馬 天赦 地醫  bad 歲破 大耗 支害 災煞 月煞 雌虎 游煞 天轉 地轉 天盜 大時 地獄 賊神 絞神 時盜 五盜 咸池 懸索
  丑  good 天解 鑾輿 天巫  bad 歲煞 大禍 歲墓 支刑 支沖 金神 地煞 飛廉 豹尾  neutral 天目 月符
  寅  good 月德 皇恩 天解 喝散  bad 白虎 歲虎 蠶室 天煞 亡神 月破 死神 長繩 火燭  neutral 直符
  卯  good 儀神 將星 天醫 會神  bad 將軍 月煞 死氣 謾語 繩索 火鬼
  辰  good 扳鞍 天德  bad 太陰 弔客 豹尾 地煞 天獄 井煞 喪魂 天機 喪魄 歲煞  neutral 稼穡 戲神
  巳  good 奏書 歲德  bad 病符 游都 旬盜 亡神 天廁 月沖 煞神 奸神 覆舟 產煞 歲虎  neutral 歲君 驛馬
  午  good 日祿 將星 解神 信煞  bad 歲刑 馬倒 六厄 天鬼 天咒 勾神  neutral 太歲
  未  good 日醫 扳鞍 月合 天喜 天書 鳳輦 信神  bad 羊刃 市曹 往亡 黃幡 火怪  neutral 華蓋 天耳
  申  good 支儀 天詔 進爵 成神  bad 喪門 力士 天盜 天羅 日盜 時煞 劫煞 游魂 月害 受死 游禍 墓門 女災 飛橫 雷煞  neutral 驛馬
  酉  good 聖心 生氣  bad 金神 破碎 災煞 六厄 雨煞 小煞
  戌  good 歲合  bad 官符 五鬼 黃幡 支破 歲煞 天坑 天煞 血支 邪神 天車  neutral 華蓋
  亥  good 博士 日德 皇書  bad 小耗 死符 伏兵 天賊 劫煞 天煞 風煞 月刑 小時 飛禍 奸門 白浪 血忌 陰煞 火神 月鬼 憂神  neutral 歲宅 游神
  by the 課 (遁奇): no 三奇: the 遁干 of the 三傳, 乙, 庚 and no stem (void), are not the three of one group (乙丙丁, 甲戊庚, 辛壬癸)
  not evaluated (needs a palace, which the book does not give): 金神
  not evaluated (needs the whole 課): 收魂
  not evaluated (needs this month's entry, which the book lacks): 60 of them
--- stderr
