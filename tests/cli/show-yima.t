args: show 驛馬
status: 0
--- stdout
驛馬 (a 神煞)
  by the 日支: neutral  in turn, repeating: 寅 亥 申 巳
    source 卷一 第27段 支馬 寅亥申巳寅亥申巳寅亥申巳
  by the 三合 of a branch: neutral  in turn, repeating: 寅 亥 申 巳
    source 卷一 第29段 驛馬六厄華蓋馳

Text 卷一 第27段 支馬 寅亥申巳寅亥申巳寅亥申巳

Text 卷一 第29段 驛馬六厄華蓋馳

Gloss Read for moves, journeys and letters from afar. (by day branch, 日支) Cycles with the 日支: 寅, 亥, 申, 巳, then round again. (by 三合 frame) One of the twelve 三合 spirits (三合十二神), taken by the 三合 frame (三合局) that the 年支, the 月建 or the 日支 belongs to: at 寅 for 申子辰, 亥 for 巳酉丑, 申 for 寅午戌 and 巳 for 亥卯未.
--- stderr
