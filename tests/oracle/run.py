#!/usr/bin/env python3
"""liuren - tests/oracle/run.py PROGRAM [--sample N] [--seed S]
[--only NAME] [--show N]: the second readings compared with the program.

Every (day, hour, general) input, or a fixed sample of N of them, is read
twice through `liuren print --json --batch -`: bare (typed pillars, nothing
else known) and with a context (the book's notation with a month and a
lunar date, a querent's 本命 and 行年, a sex, and a matter asked, chosen
per chart by a fixed pseudo-random draw). Each second reading (a module
of this folder with `evaluate(chart)`, see below) decides its rules on
each chart; every rule on which it and the program differ is listed with
up to --show charts that show it (as the batch line that reproduces it).
Exit status 0 when nothing differs, 1 otherwise.

A second reading is a module NAME.py here with
    SOURCE = "program's JSON list"   # "patterns" or "bifa"
    def evaluate(chart) -> dict: key -> (state, variants)
where chart is a ganzhi.Chart, key the program's id of the rule (a
pattern's "id" such as "LIUYI", a 法's "number"), state "fired", "no" or
"unknown" (未論: the chart does not tell), and variants a set of the
variant or 格 names it finds (None: not compared). A key the module does
not return is not compared.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import importlib
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ganzhi as gz  # noqa: E402

READINGS = ("kejing", "bifa")
MONTHS = "正二三四五六七八九十冬臘"
ASKS = ("病", "財", "官", "婚", "孕", "盜", "訟", "行人", "失物", "出行")
LUNAR_DAYS = ["初" + d for d in "一二三四五六七八九十"] + \
    ["十" + d for d in "一二三四五六七八九"] + ["二十"]


def inputs(sample, seed):
    """The (day, hour, general) inputs, all 8,640 or SAMPLE of them."""
    every = [(gz.STEMS[i % 10] + gz.BRANCHES[i % 12], h, g)
             for i in range(60) for h in gz.BRANCHES for g in gz.BRANCHES]
    if not sample or sample >= len(every):
        return every
    return sorted(random.Random(seed).sample(every, sample),
                  key=every.index)


def lines(charts, seed):
    """The batch lines: each chart bare, then with a context."""
    out = []
    draw = random.Random(seed + 1)
    for day, hour, gen in charts:
        out.append(f"--day {day} --hour {hour} --general {gen}")
        month = draw.randrange(12)
        lunar = draw.choice(LUNAR_DAYS)
        birth = draw.choice(gz.BRANCHES)
        xn = draw.choice(gz.BRANCHES)
        sex = draw.choice("mf")
        ask = draw.choice(ASKS)
        out.append(f"{MONTHS[month]}月{lunar}{day}日{hour}時{gen}將 "
                   f"{birth}命 行年{xn} --sex {sex} --ask {ask}")
    return out


def program_verdicts(j, source):
    """The program's verdicts of SOURCE ("patterns" or "bifa")."""
    key = "id" if source == "patterns" else "number"
    var = "variant" if source == "patterns" else "ge"
    got = {}
    for r in j.get(source) or []:
        names = set(v for v in (r.get(var) or "").split() if v)
        got[r[key]] = ("fired", names)
    for r in j.get(source + "_not_evaluated") or []:
        got[r[key]] = ("unknown", set())
    return got


def compare(state, mine, theirs):
    """A difference of one rule on one chart, as words, or None."""
    ms, mv = mine
    ts, tv = theirs
    if ms != ts:
        return f"oracle {ms}, program {ts}"
    if ms == "fired" and mv is not None and not (set(mv) <= tv or
                                                  set(mv) & tv):
        return f"oracle {sorted(mv)}, program {sorted(tv)}"
    return None


def main(argv):
    prog, sample, seed, only, show = None, 0, 1, None, 3
    args = iter(argv[1:])
    for a in args:
        if a == "--sample":
            sample = int(next(args))
        elif a == "--seed":
            seed = int(next(args))
        elif a == "--only":
            only = next(args)
        elif a == "--show":
            show = int(next(args))
        else:
            prog = a
    if not prog:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    mods = []
    for name in READINGS:
        if only and name != only:
            continue
        try:
            mods.append((name, importlib.import_module(name)))
        except ModuleNotFoundError as e:
            if e.name != name:
                raise
    batch = lines(inputs(sample, seed), seed)
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="en",
               XDG_CONFIG_HOME="/nonexistent")
    run = subprocess.run([prog, "print", "--json", "--no-config",
                          "--batch", "-"], input="\n".join(batch) + "\n",
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        return 2
    diffs = {}          # (module, key) -> [count, [examples]]
    charts = 0
    for text in run.stdout.splitlines():
        j = json.loads(text)
        chart = gz.Chart(j)
        charts += 1
        for name, mod in mods:
            theirs = program_verdicts(j, mod.SOURCE)
            for key, mine in mod.evaluate(chart).items():
                t = theirs.get(key, ("no", set()))
                why = compare(key, mine, t)
                if why:
                    d = diffs.setdefault((name, key), [0, []])
                    d[0] += 1
                    if len(d[1]) < show:
                        d[1].append(f"{batch[j['line'] - 1]}  ({why})")
    for (name, key), (n, ex) in sorted(diffs.items(), key=lambda x: str(x)):
        print(f"{name} {key}: {n} charts differ")
        for e in ex:
            print(f"    {e}")
    print(f"oracle: {charts} charts, {len(mods)} readings, "
          f"{len(diffs)} rules differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
