args: print --day 癸亥 --hour 子 --general 午 --ask weather
status: 2
--- stdout
--- stderr
liuren print: unknown question category 'weather' (liuren --list asks lists them)
