args: frob
status: 2
--- stdout
--- stderr
liuren: unknown command 'frob' (see 'liuren --help')
