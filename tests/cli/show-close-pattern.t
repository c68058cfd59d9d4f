args: show 六義
status: 2
--- stdout
--- stderr
liuren show: unknown name '六義' (close: 六儀, 六純, 六厄)
