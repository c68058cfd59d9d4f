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

Gloss 看遷動、出行與遠方來信。（日支）按日支循環：寅、亥、申、巳，周而復始。（三合）三合十二神之一，按年支、月建或日支所屬的三合局取：申子辰在寅，巳酉丑在亥，寅午戌在申，亥卯未在巳。
--- stderr
