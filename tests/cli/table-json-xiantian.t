args: table --day 丙辰 --hours 寅 --general 小吉 --json --noble-table xiantian
status: 0
--- stdout
{"schema":"liuren/1","day":"丙辰","hour":"寅","general":"未","daytime":false,"noble":"亥","noble_direction":"逆","void":["子","丑"],"lessons":[{"upper":"戌","lower":"丙","relation":"none","general":"螣蛇"},{"upper":"卯","lower":"戌","relation":"上克下","general":"太常"},{"upper":"酉","lower":"辰","relation":"none","general":"朱雀"},{"upper":"寅","lower":"酉","relation":"下賊上","general":"玄武"}],"transmissions":[{"branch":"寅","stem":"甲","kin":"父母","general":"玄武"},{"branch":"未","stem":"己","kin":"子孫","general":"勾陳"},{"branch":"子","stem":null,"kin":"官鬼","general":"天后"}],"method":"重審","method_detail":""}
--- stderr
