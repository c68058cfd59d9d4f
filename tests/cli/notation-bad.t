args: print '丙卯日酉時巳將'
status: 2
--- stdout
--- stderr
liuren print: cannot read '丙卯日酉時巳': 丙卯 is not a sexagenary pillar
