args: find 見機 --from 2027-01-01 --to 2027-01-10 --tz Asia/Shanghai --json
status: 0
--- stdout
{"schema":"liuren/1","datetime":"2027-01-08 09:00","until":"2027-01-08 11:00","pillars":{"year":"丙午","month":"辛丑","day":"丁亥","hour":"乙巳"},"general":"丑","method":"涉害","patterns":[{"name":"涉害","variant":"見機","reason":"未臨亥發用，第3課上克下；三傳未卯亥"}],"shensha":[]}
--- stderr
