args: find 第九十九法 --from 2027-01-02 --to 2027-01-02
status: 2
--- stdout
--- stderr
liuren find: 第九十九法: no chart fires it: an everyday matter asked that meets a good 課 does not come true: it depends on the matter asked, not on the plate
