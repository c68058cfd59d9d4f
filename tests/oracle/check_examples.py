#!/usr/bin/env python3
"""liuren - tests/oracle/check_examples.py PROGRAM: the second reading of
the 《畢法賦》 fires on the worked charts its text gives (bifa_examples.tsv).

Each row is the text's 「X加Y」 on a day, with 晝 or 夜 and a month when the
text says them; the chart is cast with `liuren print --json --batch -` (the
月將 X on the hour Y's palace shifted to 午 for 晝 or 子 for 夜, the same
plate), and the reading must fire the 法 there with the 格 the text names.
When the text does not say 晝 or 夜, either will do. Prints a line per
failure and "N passed, N failed"; exit status 1 when one fails.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bifa  # noqa: E402
import ganzhi as gz  # noqa: E402


def rows(path):
    """(line number, 法, day, heaven, earth, time, month, 格, words)."""
    with open(path, encoding="utf-8") as fh:
        for n, text in enumerate(fh, 1):
            text = text.rstrip("\n")
            if not text or text.startswith("#"):
                continue
            f = text.split("\t")
            if len(f) != 8:
                raise ValueError(f"{path}:{n}: 8 columns expected")
            yield (n, int(f[0]),) + tuple(f[1:])


def line(day, heaven, earth, hour, month):
    """The batch line of DAY with HEAVEN over EARTH, cast at HOUR."""
    shift = gz.bidx(heaven) - gz.bidx(earth)
    general = gz.badd(hour, shift)
    if month != "-":
        return f"{month}月初一{day}日{hour}時{general}將"
    return f"--day {day} --hour {hour} --general {general}"


def main(argv):
    if len(argv) != 2:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    table = list(rows(os.path.join(HERE, "bifa_examples.tsv")))
    batch, owner = [], []
    for i, (_, _, day, heaven, earth, time, month, _, _) in enumerate(table):
        hours = {"晝": "午", "夜": "子"}.get(time)
        for hour in ([hours] if hours else ["午", "子"]):
            batch.append(line(day, heaven, earth, hour, month))
            owner.append(i)
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="en",
               XDG_CONFIG_HOME="/nonexistent")
    run = subprocess.run([argv[1], "print", "--json", "--no-config",
                          "--batch", "-"], input="\n".join(batch) + "\n",
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        return 2
    ok = [False] * len(table)
    for text in run.stdout.splitlines():
        j = json.loads(text)
        i = owner[j["line"] - 1]
        number, ge = table[i][1], table[i][7]
        state, found = bifa.evaluate(gz.Chart(j)).get(number, ("no", None))
        if state == "fired" and (ge == "-" or ge in found):
            ok[i] = True
    fail = 0
    for i, good in enumerate(ok):
        if not good:
            n, number, day, heaven, earth, time, month, ge, words = table[i]
            print(f"FAIL bifa_examples.tsv:{n}: 第{number}法 {day} "
                  f"{heaven}加{earth} {time} {month} {ge}: 「{words}」")
            fail += 1
    print(f"{len(table) - fail} passed, {fail} failed")
    return 1 if fail else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
