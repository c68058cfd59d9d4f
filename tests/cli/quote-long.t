args: print --tz "$(head -c 100000 /dev/zero | tr '\0' x)"
status: 2
--- stdout
--- stderr
liuren print: unknown time zone 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'
