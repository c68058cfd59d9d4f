args: --lang en explain --day 丁卯 --hour 丑 --general 亥
status: 0
--- stdout
丁卯日 丑時 亥將

 1. The 月將 亥 (登明) is set on the hour 丑: 亥 of the heaven plate stands on 丑 of the earth plate, and the other branches follow in order.
 2. The day stem 丁 lodges in the palace 未.
 3. Lesson 1 (干上): over the 日干 丁 (lodged at 未) stands 巳, giving the lesson 巳丁.
 4. Lesson 1 (干上): 巳 (火) and 丁 (火) do not overcome each other: no 克.
 5. Lesson 2 (干陰): over 巳 stands 卯, giving the lesson 卯巳.
 6. Lesson 2 (干陰): 卯 (木) and 巳 (火) do not overcome each other: no 克.
 7. Lesson 3 (支上): over 卯 stands 丑, giving the lesson 丑卯.
 8. Lesson 3 (支上): 卯 (木) overcomes 丑 (土): the lower overcomes the upper (下賊上).
 9. Lesson 4 (支陰): over 丑 stands 亥, giving the lesson 亥丑.
10. Lesson 4 (支陰): 丑 (土) overcomes 亥 (水): the lower overcomes the upper (下賊上).
11. The lower overcomes the upper (下賊上) in lesson 3 丑, lesson 4 亥. 下賊上 is taken first.
12. 比用: the day stem 丁 is 陰; of the candidates 丑, 亥, those 比 to the day stem (also 陰): 丑, 亥.
13. All are 比 (俱比): 涉害 decides.
14. 涉害: 丑 stands on 卯; walking forward from 辰 to its home 丑 (the home is not counted), what overcomes it: 1 (乙 lodged at 辰).
15. 涉害: 亥 stands on 丑; walking forward from 寅 to its home 亥 (the home is not counted), what overcomes it: 5 (辰, 戊 lodged at 巳, 未, 己 lodged at 未, 戌).
16. 亥 goes deepest in 涉害 (5) and is taken as the 發用.
17. The god over the 初傳 亥 is the 中傳, 酉; the god over the 中傳 酉 is the 末傳, 未.
18. A 丁 day, a night chart: the noble is 酉, on 亥 of the earth plate.
19. The noble stands on 亥, among 亥子丑寅卯辰, so it goes forward (順): 螣蛇, 朱雀, 六合, 勾陳, 青龍, 天空, 白虎, 太常, 玄武, 太陰 and 天后 follow forward.
20. 初傳 亥: void (旬空), no hidden stem, 官鬼, riding 朱雀.
21. 中傳 酉: hidden stem 癸, 妻財, riding 貴人.
22. 末傳 未: hidden stem 辛, 子孫, riding 太陰.
23. The day 丁卯 is in the 甲子 旬; void (旬空): 戌亥.
--- stderr
