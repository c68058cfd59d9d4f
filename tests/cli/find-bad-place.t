args: find 天馬 --on 天上 --from 2027-01-01 --to 2027-01-02 --tz Asia/Shanghai
status: 2
--- stdout
--- stderr
liuren find: --on: unknown place '天上': give 發用 (初傳), 中傳, 末傳, 三傳, 干上, 支上, 日辰, 命上, 年上, 年命 or all
