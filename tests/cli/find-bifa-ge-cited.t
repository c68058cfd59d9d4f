args: find 拱貴格 --from 2026-03-07 --to 2026-03-07
status: 0
--- stdout
2026-03-07 11:00  丙午年 辛卯月 庚辰日 壬午時  亥將  重審  前後引從升遷吉 (拱干 拱貴格): as the 課體 引從 (《課經集二 引從課》): 干上 丑: the 初傳 寅 leads before it and the 末傳 子 follows behind, flanking the god on the 干
--- stderr
