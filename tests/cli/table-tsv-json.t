args: table --tsv --json
status: 2
--- stdout
--- stderr
liuren table：--tsv 與 --json 只能擇一
