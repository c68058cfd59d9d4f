args: show 驛
status: 2
--- stdout
--- stderr
liuren show: unknown name '驛' (close: 驛馬)
