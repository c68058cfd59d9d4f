args: print --day 丙辰 --hour 寅 --frobnicate
status: 2
--- stdout
--- stderr
liuren print: unknown option '--frobnicate' (see 'liuren --help')
