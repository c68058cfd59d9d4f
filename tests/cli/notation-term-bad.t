args: print '子月立春甲申日亥時子將'
status: 2
--- stdout
--- stderr
liuren print: 立春 is a day of 寅月, not of 子月
