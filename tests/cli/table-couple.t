args: table --day 壬申 --husband-xingnian 寅
status: 2
--- stdout
--- stderr
liuren table: --birth, --sex, the running years and --all do not apply to table
