args: practice --rules 畢法 --report
status: 2
--- stdout
--- stderr
liuren practice: --rules goes with neither --report nor --deal
