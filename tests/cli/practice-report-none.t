args: practice --report
status: 0
--- stdout
No practice kept yet.
--- stderr
