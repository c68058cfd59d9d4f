args: practice --rules 六壬
status: 2
--- stdout
--- stderr
liuren practice: --rules: unknown '六壬' (課經 or 畢法)
