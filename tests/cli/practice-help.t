args: practice --help
status: 0
--- stdout
usage: liuren practice [--method METHOD] [--rules RULES] [--count N] [--seed N] [--student NAME] [--answers FILE] [--charts FILE] [--deal] [--report [--json]]
derive dealt charts step by step, each answer checked

  --method METHOD        deal only charts of this method: 賊克, 比用, 涉害, 遙克, 昴星,
                         別責, 八專, 伏吟 or 返吟 (or 元首, 重審 … for their family)
  --rules RULES          after each derivation, ask which of a list of rules
                         hold: 課經 (the 課體) or 畢法 (the 法)
  --count N              how many charts to deal (default 5)
  --seed N               deal the same charts for the same number (a class)
  --student NAME         whose progress to keep and read (default: the login name)
  --answers FILE         read the answers from FILE, one a line, instead of stdin
  --charts FILE          practise the charts of FILE, one a line as DAY HOUR GENERAL
                         (丙辰 午 卯), instead of dealing
  --deal                 print the charts dealt, one a line for --charts (a class's set),
                         by --seed alone, and ask nothing
  --report               print each student's accuracy per step and per method
  --json                 the report as one JSON object
  --lang LANG            language: zh-Hant (default), zh-Hans, en or ko (any command)
  -h, --help             show this help and exit

See 'liuren --help' for the settings and liuren(1) for details.
--- stderr
