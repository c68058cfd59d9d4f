args: --lang en show 元首
status: 0
--- stdout
元首 (a 課體)
  source 卷一 賊克

Text (原文), in 卷一 第10段
（一下克上曰重審，一上克下曰元首。）
取課先從下賊呼，如無下賊上克初。
初傳之上名中次，中上加臨是末居。
三傳既定天盤將，此是入式法第一。

Gloss Of the 四課 only one has its upper 神 overcoming the place below (上克下); that upper 神 becomes the 初傳. The superior comes down to the inferior and affairs follow their natural course: the matter comes from outside, and whoever moves first gains.
--- stderr
