args: print --day 丙辰 --hour 寅 --general 登月
status: 2
--- stdout
--- stderr
liuren print: --general: '登月' is not a branch or a monthly general's name (登明 河魁 … 神后)
