args: find 第九十三法 --from 2027-01-01 --to 2027-01-02
status: 2
--- stdout
--- stderr
liuren find: 第九十三法: no chart fires it: it says that fortune and misfortune do not come true when the 三傳 are raised wrongly; it speaks of how to raise a 課, not of what is on the plate
