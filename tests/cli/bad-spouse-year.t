args: print --day 壬申 --hour 未 --general 巳 --wife-xingnian 甲卯
status: 2
--- stdout
--- stderr
liuren print: bad wife's 行年 '甲卯': want a branch (亥) or a pillar (己亥)
