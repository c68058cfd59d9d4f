#!/usr/bin/env python3
"""liuren - tests/oracle/run.py PROGRAM [--sample N] [--seed S]
[--only NAME] [--show N] [--shares] [--decisions FILE]...: the second
readings compared with the program.

Every (day, hour, general) input, or a fixed sample of N of them, is read
twice through `liuren print --json --batch -`: bare (typed pillars, nothing
else known) and with a context (the book's notation with a year, a month
and a lunar date, a querent's 本命 and 行年, a sex, and a matter asked,
chosen per chart by a fixed pseudo-random draw). Each second reading (a
module of this folder with `evaluate(chart)`, see below) decides its rules
on each chart; every rule on which it and the program differ is listed,
with how the two differ and up to --show charts that show it (as the
batch line that reproduces it). --shares prints each rule's share of the
charts by the reading and by the program, bare and with the context.

A difference is named "MODULE KEY" (the rule fired on one side and not
the other, or 未論 on one side) or "MODULE KEY 格" (both fired, one of
them with the 格 and the other without). --decisions FILE (a decisions
file such as decisions.md; repeat it for each reading's own file) lists,
under a line "### MODULE KEY[ 格]", the differences already recorded, each
with a line "status: detector-to-fix | oracle-fixed | doubtful |
settled"; those whose status is detector-to-fix or doubtful are open and
expected: they are reported as known, on one line each, and do not fail
the run. Exit status 0 when every difference is known, 1 otherwise, 2 on
a usage or program error.

A second reading is a module NAME.py here with
    SOURCE = "program's JSON list"   # "patterns" or "bifa"
    def evaluate(chart) -> dict: key -> (state, variants)
and optionally
    DECIDES = {key: set of variant names it decides}
where chart is a ganzhi.Chart, key the program's id of the rule (a
pattern's "id" such as "LIUYI", a 法's "number"), state "fired", "no" or
"unknown" (未論: the chart does not tell), and variants a set of the
variant or 格 names it finds (None: not compared). A key the module does
not return is not compared. With DECIDES, the variants of a key are
compared within DECIDES[key] exactly (each name the reading finds and
the program does not, or the reverse, is a difference); without it, as
before: the reading's variants differ when none of them is the
program's.

Changes kept compatible for every reading: the context now carries a year
(「甲子年」, so 太歲 and its 神煞 are known there), DECIDES is optional, and
the report and exit status only add the known differences.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import importlib
import json
import os
import random
import re
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ganzhi as gz  # noqa: E402

READINGS = ("kejing", "bifa")
MONTHS = "正二三四五六七八九十冬臘"
ASKS = ("病", "財", "官", "婚", "孕", "盜", "訟", "行人", "失物", "出行")
LUNAR_DAYS = ["初" + d for d in "一二三四五六七八九十"] + \
    ["十" + d for d in "一二三四五六七八九"] + ["二十"]
OPEN = ("detector-to-fix", "doubtful")
STATUSES = OPEN + ("oracle-fixed", "settled")


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
        y = draw.randrange(60)
        year = gz.STEMS[y % 10] + gz.BRANCHES[y % 12]
        out.append(f"{year}年{MONTHS[month]}月{lunar}{day}日{hour}時{gen}將 "
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


def compare(decides, mine, theirs):
    """The differences of one rule on one chart: a list of (variant or
    None, words)."""
    ms, mv = mine
    ts, tv = theirs
    if ms != ts:
        return [(None, f"oracle {ms}, program {ts}")]
    if ms != "fired" or mv is None:
        return []
    if decides is None:
        if mv and not set(mv) & tv:
            return [(None, f"oracle {sorted(mv)}, program {sorted(tv)}")]
        return []
    out = []
    for v in sorted(set(mv) - tv):
        out.append((v, "oracle has it, program not"))
    for v in sorted((tv & decides) - set(mv)):
        out.append((v, "program has it, oracle not"))
    return out


def read_decisions(path):
    """name -> status from a decisions.md: a line "### NAME" then a line
    "status: S" before the next heading."""
    known = {}
    name = None
    with open(path, encoding="utf-8") as fh:
        for n, text in enumerate(fh, 1):
            m = re.match(r"^###\s+(\S.*?)\s*$", text)
            if m:
                name = m.group(1)
                continue
            if text.startswith("#"):
                name = None
                continue
            m = re.match(r"^status:\s*(\S+)\s*$", text)
            if m and name:
                if m.group(1) not in STATUSES:
                    raise ValueError(f"{path}:{n}: unknown status "
                                     f"'{m.group(1)}'")
                known[name] = m.group(1)
                name = None
    return known


def run_program(prog, batch, each):
    """Run PROG over the BATCH lines; call EACH(json) per chart, in order."""
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="en",
               XDG_CONFIG_HOME="/nonexistent")
    proc = subprocess.Popen([prog, "print", "--json", "--no-config",
                             "--batch", "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, encoding="utf-8", env=env)
    err = []

    def feed():
        proc.stdin.write("\n".join(batch) + "\n")
        proc.stdin.close()

    def drain():
        err.append(proc.stderr.read())
    threads = [threading.Thread(target=feed), threading.Thread(target=drain)]
    for t in threads:
        t.start()
    for text in proc.stdout:
        each(json.loads(text))
    for t in threads:
        t.join()
    if proc.wait() != 0:
        sys.stderr.write("".join(err))
        return False
    return True


def main(argv):
    prog, sample, seed, only, show = None, 0, 1, None, 3
    shares, decisions = False, []
    args = iter(argv[1:])
    try:
        for a in args:
            if a == "--sample":
                sample = int(next(args))
            elif a == "--seed":
                seed = int(next(args))
            elif a == "--only":
                only = next(args)
            elif a == "--show":
                show = int(next(args))
            elif a == "--shares":
                shares = True
            elif a == "--decisions":
                decisions.append(next(args))
            elif a.startswith("-"):
                raise ValueError(a)
            else:
                prog = a
    except (StopIteration, ValueError):
        prog = None
    if not prog:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    known = {}
    try:
        for path in decisions:
            known.update(read_decisions(path))
    except (OSError, ValueError) as e:
        print(f"oracle: {e}", file=sys.stderr)
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
    diffs = {}          # name -> [count, {words: count}, [examples]]
    fired = {}          # (module, key) -> [oracle bare, oracle ctx,
    #                                       program bare, program ctx]
    charts = [0]

    def each(j):
        chart = gz.Chart(j)
        charts[0] += 1
        ctx = 0 if j["line"] % 2 else 1
        for name, mod in mods:
            theirs = program_verdicts(j, mod.SOURCE)
            decides = getattr(mod, "DECIDES", None)
            for key, mine in mod.evaluate(chart).items():
                t = theirs.get(key, ("no", set()))
                f = fired.setdefault((name, key), [0, 0, 0, 0])
                f[ctx] += mine[0] == "fired"
                f[2 + ctx] += t[0] == "fired"
                dec = None if decides is None else decides.get(key, set())
                for var, why in compare(dec, mine, t):
                    label = f"{name} {key}" + (f" {var}" if var else "")
                    d = diffs.setdefault(label, [0, {}, []])
                    d[0] += 1
                    d[1][why] = d[1].get(why, 0) + 1
                    if len(d[2]) < show:
                        d[2].append(f"{batch[j['line'] - 1]}  ({why})")
    if not run_program(prog, batch, each):
        return 2
    fresh = 0
    for label, (n, whys, ex) in sorted(diffs.items(), key=order):
        status = known.get(label)
        is_open = status in OPEN
        fresh += not is_open
        tag = f" [known: {status}]" if is_open else ""
        parts = ", ".join(f"{w}: {c}" for w, c in
                          sorted(whys.items(), key=lambda x: -x[1]))
        print(f"{label}: {n} charts differ ({parts}){tag}")
        for e in ([] if is_open else ex):
            print(f"    {e}")
    if shares:
        print_shares(fired, charts[0])
    print(f"oracle: {charts[0]} charts, {len(mods)} readings, "
          f"{len(diffs)} differences, {len(diffs) - fresh} known, "
          f"{fresh} not recorded")
    return 1 if fresh else 0


def order(item):
    """Sort the differences by module, then rule number or id, then 格."""
    parts = item[0].split(" ", 2)
    key = parts[1]
    return (parts[0], (0, int(key)) if key.isdigit() else (1, key),
            parts[2] if len(parts) > 2 else "")


def print_shares(fired, charts):
    """Each rule's share of the charts, by the reading and by the program,
    bare and with the context (each half of the charts)."""
    half = max(charts // 2, 1)
    print("shares (bare / with context):   reading          program")
    for (name, key), (ob, oc, pb, pc) in sorted(
            fired.items(), key=lambda x: order((f"{x[0][0]} {x[0][1]}",))):
        print(f"  {name} {key:>4}  {100 * ob / half:6.2f}% {100 * oc / half:6.2f}%"
              f"   {100 * pb / half:6.2f}% {100 * pc / half:6.2f}%")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
