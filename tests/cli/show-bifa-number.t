args: show 第九十三法
status: 0
--- stdout
妄用三傳災福異 (畢法 第九十三法)
  source 《六壬大全》卷十二 《畢法賦》
  no chart fires it: it says that fortune and misfortune do not come true when the 三傳 are raised wrongly; it speaks of how to raise a 課, not of what is on the plate

Gloss Many people set up the 三傳 wrongly, and with a wrong 三傳 the good and ill they foretell cannot come true: the 三傳 must first be drawn by the rules. The book lists many such errors; on 甲辰 with 戌 on the 干上, for instance, people take 戌 on 寅 as the 發用 by 涉害, so that the 三傳 戌午寅 all drain the day and nothing planned succeeds; the book says 子 is the 用 instead, and the 三傳 子申辰 all feed the day: a union sought can be made, though a trouble cannot be dispelled.

Note (注), in 卷十二
時人起三傳尚有錯誤，想災福應無的驗也。且問三傳錯誤者何？辛酉日干上亥，既是辛日，豈可便以亥加戌為初傳乎。又如乙酉日亥加辰，既是乙日，豈可便以亥加辰為初傳乎。乙巳日干上卯，既是乙日，豈可便以卯加辰為初傳乎。戊寅日第四課申加巳有克。又如甲辰日干上戌，時人皆以戌加寅涉害為用，三傳戌午寅皆作脫氣，凡占謀用無成，有憂皆散，殊不知乃擇此為用，非涉害也，何故？緣甲木與子水比和，戌土長甲木而不比，乃子申辰作三傳皆來生日，凡占欲成合而不利解釋災禍，但凶吉二事皆成也。後學何得以知之。又甲戌日干上辰乃子加戌為用，非辰加寅用也。又戊辰、戊戌日返吟，丙子、戊辰日干上子，內戊子一日干上寅，庚辰、丁亥二日干上卯，壬戌、甲申日干上辰，庚子日干上午，乙卯日干上申，又乙卯日干上寅，庚寅日干上午，甲申日干上戌，各有其說也。
--- stderr
