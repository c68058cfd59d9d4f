args: print --day "$(printf '丙\n辰')"
status: 2
--- stdout
--- stderr
liuren print: --day: '丙\n辰' is not a day pillar (a stem and a branch, e.g. 丙辰)
