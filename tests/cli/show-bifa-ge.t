args: show 倒拔蛇
status: 0
--- stdout
六陽數足須公用 (畢法 第五法)  悖戾格亦名倒拔蛇 is one of its 格
  source 《六壬大全》卷十一 《畢法賦》
  under the title: 隨六三，係丈夫，失小子，隨有求得，利居貞，揚兵於九天之上。
  read from the chart: print lists it when it holds
  its 格: 六陽格 悖戾格亦名倒拔蛇 五陽格

Gloss When the 四課 and the 三傳 all fall on the six 陽 places (子 寅 辰 午 申 戌) it is the 六陽格: every question favours public business over private schemes, affairs are open and clear, and matters of the court and of reaching the great go well; a noble man regrets a void 初傳 or 中傳, which weakens it, while for a common man the void spares him effort. When the 三傳 go backward skipping a place (as on a 甲午 day with 子 on the 干) it is the 悖戾格, also called "pulling a snake out backward": affairs are blocked and hard. Five 陽 in the chart with the 年命 making the sixth count as 六陽 too.

悖戾格亦名倒拔蛇, in 卷十一
如甲午日干上子，雖四課三傳皆處六陽之地，緣三傳退間，主事間阻艱難，兼被初傳戌財引入中末鬼鄉，凡占事皆艱辛，尤不免公用也。如甲戌日干上子，四課三傳亦皆處六陽位，以上是自夜傳出晝，尤明白。
Gloss The 四課 and 三傳 all stand on yang palaces, but the 三傳 run backwards with gaps, and the wealth of the 初傳 leads on into the 鬼 of the 中傳 and 末傳: pulling a snake out backwards. Matters meet obstacles and hardship, and public duties cannot be escaped.

六陽格, in 卷十一
謂支干四課三傳皆居六陽之位是也，凡占皆利公干而不利私謀。假令庚子日第一課戌加庚，第二課子加戌，第三課寅加子，第四課辰加寅作初傳，其中傳午加辰，末傳申加午，卦名登三天，宜占天庭事，有動達高尊之象，如君子占之稍畏初中空亡而減力。如常人占之，賴初中空卻省力也，尤未免公干，明白事理。
Gloss The 四課 and the 三傳 all stand on the six yang palaces (子 寅 辰 午 申 戌). Whatever is asked favours public business and what is done in the open, not private schemes; for a gentleman it means reaching those on high, and matters are clear.

五陽格, in 卷十一
課傳居五陽之上者，或占人年命填之，亦名六陽，事主公用明白，利公不利私也。此例極多，不暇細具。
Gloss The 四課 and 三傳 stand on yang palaces in five places only, or the querent's 年命 makes up the sixth; it counts as 六陽 too. Matters are public and plain, good for official business and not for private schemes.
--- stderr
