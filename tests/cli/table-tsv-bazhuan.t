args: table --day 丁未 --hours 戌 --general 寅 --tsv
status: 0
--- stdout
day	hour	general	daytime	noble	noble_direction	void	lesson1	lesson2	lesson3	lesson4	relation1	relation2	relation3	relation4	lesson_generals	first	middle	last	transmission_stems	transmission_kin	transmission_generals	method	method_detail
丁未	戌	寅	夜	酉	逆	寅卯	亥丁	卯亥	亥未	卯亥	上克下	-	下賊上	-	陰空陰空	亥	卯	未	辛-丁	官鬼,父母,子孫	陰空朱	重審	
--- stderr
