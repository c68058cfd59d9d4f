args: table --day 甲子 --hours=子 --general 子 --set shehai=mengzhongji --tsv
status: 0
--- stdout
day	hour	general	daytime	noble	noble_direction	void	lesson1	lesson2	lesson3	lesson4	relation1	relation2	relation3	relation4	lesson_generals	first	middle	last	transmission_stems	transmission_kin	transmission_generals	method	method_detail
甲子	子	子	夜	未	逆	戌亥	寅甲	寅寅	子子	子子	-	-	-	-	青青白白	寅	巳	申	丙己壬	兄弟,子孫,官鬼	青朱后	伏吟	自任
--- stderr
