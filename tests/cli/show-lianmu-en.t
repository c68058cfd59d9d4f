args: show 簾幕貴人 --lang en
status: 0
--- stdout
簾幕貴人高甲第 (畢法 第三法)
  source 《六壬大全》卷十一 《畢法賦》
  under the title: 班超封萬里之侯。
  read from the chart: print lists it when it holds
  its 格: 斗鬼相加格 德入天門格 真朱雀格 源消根斷格

Gloss In a day reading the night 貴人, and in a night reading the day 貴人, is the 貴人 behind the curtain (簾幕貴人). For the examinations this 神 alone is read: on the querent's 年命 or on the 日干 it means a high place on the list; for a commoner it means help from an official in retirement, while for one in office it is a sign of leaving office. The 旬首 as the 簾幕貴人, 辰 or 戌 heading the 旬, 丑 and 未 on each other (斗 and 鬼 together make 魁), 酉 of the heaven plate on the 年命, the day's 德 on 亥 as the 發用, and the true 朱雀 all promise success too; but a 簾幕貴人 that is void, is the day's grave or overcomes the day makes the examiner put the paper aside unread.

Note (注), in 卷十一
簾幕官者，如晝占乃夜貴，夜占乃晝貴。如占科目，專視此神，臨於占人年命之上，或臨日干上，試必高中矣。凡庶人占得簾幕，得林下官扶持。如有官人占得之，為休官之象。

Note (注), in 卷十一
旬首作簾幕官者臨年命、日干之上尤的，惟乙己辛日有之。

Note (注), in 卷十一
又辰戌作旬首臨年命、日干者必中魁元，乃甲辰、甲戌兩旬二十日有之。

斗鬼相加格, in 卷十一
或丑加未，或未加丑作年命日干者，亦中魁元，緣丑有斗，未中有鬼，斗鬼二字合而為魁故也。
Gloss 丑 stands over 未, or 未 over 丑, at the place of the year, the native 命 or the 日干. 丑 holds the lodge 斗 and 未 the lodge 鬼, and the two characters together write 魁: it foretells heading the list in an examination, unless the place is void (空亡).

Note (注), in 卷十一
亞魁星，天盤酉臨年命日干者，占試必高中，緣酉為從魁也。以上諸說忌空亡。

德入天門格, in 卷十一
乃日德加亥為用，士人占之必高中。亥為天門，德者得也。
Gloss The 日德 stands over 亥 and is the 初傳 (發用). 亥 is the Gate of Heaven (天門) and 德 sounds as 得, "to obtain": a scholar who asks about the examination will pass high, and whoever seeks a name or a post will get it.

真朱雀格, in 卷十一
如六己日於四季年占，用夜貴逆布，乃朱雀乘午，占春闈，其文貼上意，必得高中，緣朱雀主文書，生太歲又生日干。如真朱雀克太歲，占訟必達朝廷，罪必致死，惟申酉歲的。

Note (注), in 卷十一
朱雀乘神克簾幕官，占試其文不貼主文意。

Note (注), in 卷十一
朱雀乘丁馬，榜將出， 忌。

Note (注), in 卷十一
晝夜貴人拱年命者，赴試必中。如丁酉日干上酉、支上亥，占人年命在申，大宜占試，緣干支上神作晝夜貴人拱年命上河魁。

源消根斷格, in 卷十一
如癸卯日干上卯、支上巳，年命在寅，大宜占試，不在此論，緣只取二貴拱年命也，但高中矣，恐以不攝終成勞瘵。

Note (注), in 卷十一
簾幕貴人尤分喜畏，細具於後。甲日不喜未墓為之，庚日不喜丑墓為之。又甲寅日不喜丑空為之，庚寅日不喜未空為之，丙寅、丁卯日不喜亥空為之，己卯、乙亥日不喜申空為之，壬子、癸丑日不喜卯空為之，壬寅、癸卯日不喜巳空為之，六辛日不喜午克為之，又辛亥日不喜寅空為之，空亡尤甚，使試官置卷不視，徒勞一次。

Note (注), in 卷十一
占武舉法，以巳為弓弩，申為矢箭，申加午必箭中紅心。如申加寅、申、巳、亥為四腳花，以第幾課發用言其箭中之數。四墓脫垛。
--- stderr
