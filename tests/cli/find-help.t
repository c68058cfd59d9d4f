args: find --help
status: 0
--- stdout
usage: liuren find NAME... [--on PLACE] [--from DATE] [--to DATE]
every chart in a span where the named 課體, 法 and 格 fire and 神煞 sit

The names:
  NAME...                課體, 法 and 格 of the 《畢法賦》, and 神煞, that must
                         all be there (六儀 天馬, 第三法, 貴覆干支格); 類神
                         with --ask

Zone and place:
  --tz ZONE              IANA zone (Asia/Shanghai) or offset (+08:00)
  --lon DEG --lat DEG    observer (default Beijing 116.4, 39.9)
  --true-solar           hours from true solar time

The span and the place:
  --on PLACE             where the 神煞 must sit: 發用 初傳 中傳 末傳 三傳
                         干上 支上 日辰 命上 年上 年命 (命上, 年上 need
                         --birth or --xingnian)
  --from DATE --to DATE  the span (default a year from today; a date
                         alone is the whole day)
  --lunar Y-M-D [HH:MM]  the span's start as a lunar date, when --from is
                         not given (leap month: 閏6 or leap6)

Options:
  --json                 one JSON object per match, a line each, instead
                         of text
  --birth BIRTH          querent's birth: a date 1983-01-20, a year 1983, a pillar 癸亥 or a branch 亥 (本命)
  --sex SEX              querent's sex: m or f (男, 女)
  --xingnian BRANCH      querent's running year (行年), if stated
  --husband-xingnian PILLAR
                         the husband's running year (夫行年): a pillar 甲寅 or a branch 寅
  --wife-xingnian PILLAR the wife's running year (妻行年): a pillar 己亥 or a branch 亥
  --ask MATTER           the matter asked about (所占之事): 病, 財, 官, 婚 … (liuren --list asks)
  --all                  also list each 課體 not evaluated and what it needs
  --set KEY=VALUE        apply a setting (repeatable); see SETTINGS
  --noble-table TABLE    common (晝丑夜未) or xiantian (甲羊戊庚牛)
  --day-hours RULE       mao-you, mao-shen or sun: which hours are day
  --shehai RULE          depth, depth-branches or mengzhongji
  --config FILE          read settings from FILE instead of the default
  --no-config            do not read any config file
  --lang LANG            language: zh-Hant (default), zh-Hans, en or ko (any command)
  -h, --help             show this help and exit

See 'liuren --help' for the settings and liuren(1) for details.
--- stderr
