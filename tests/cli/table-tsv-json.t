args: table --tsv --json
status: 2
--- stdout
--- stderr
liuren table: --tsv and --json exclude each other
