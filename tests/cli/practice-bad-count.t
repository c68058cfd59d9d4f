args: practice --count x
status: 2
--- stdout
--- stderr
liuren practice: --count wants a number from 0 to 8640, not 'x'
