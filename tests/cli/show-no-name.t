args: show
status: 2
--- stdout
--- stderr
liuren show: give one name, e.g. 'liuren show 驛馬'
