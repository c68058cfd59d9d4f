args: print --day 庚午 --hour 寅 --general 子 --json --shehai depth
status: 0
config: shehai = mengzhongji
--- stdout
{"day":"庚午","hour":"寅","general":"子","general_name":"神后","daytime":false,"plate":{"子":"戌","丑":"亥","寅":"子","卯":"丑","辰":"寅","巳":"卯","午":"辰","未":"巳","申":"午","酉":"未","戌":"申","亥":"酉"},"generals":{"子":"白虎","丑":"天空","寅":"青龍","卯":"勾陳","辰":"六合","巳":"朱雀","午":"螣蛇","未":"貴人","申":"天后","酉":"太陰","戌":"玄武","亥":"太常"},"lessons":[{"upper":"午","lower":"庚","relation":"上克下","general":"螣蛇"},{"upper":"辰","lower":"午","relation":"none","general":"六合"},{"upper":"辰","lower":"午","relation":"none","general":"六合"},{"upper":"寅","lower":"辰","relation":"上克下","general":"青龍"}],"transmissions":[{"branch":"寅","stem":"丙","kin":"妻財","general":"青龍"},{"branch":"子","stem":"甲","kin":"子孫","general":"白虎"},{"branch":"戌","stem":null,"kin":"父母","general":"玄武"}],"method":"涉害","method_detail":"","void":["戌","亥"],"noble":"未","noble_direction":"逆","settings":{"noble-table":"common","day-hours":"mao-you","shehai":"depth","day-boundary":"23","true-solar":"off","general-by":"zhongqi","mansion":"real","wulu-naming":"main"}}
--- stderr
