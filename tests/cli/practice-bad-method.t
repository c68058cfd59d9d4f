args: practice --method 六壬
status: 2
--- stdout
--- stderr
liuren practice: unknown method '六壬' (賊克, 比用, 涉害, 遙克, 昴星, 別責, 八專, 伏吟 or 返吟)
