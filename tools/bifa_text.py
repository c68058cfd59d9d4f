#!/usr/bin/env python3
# liuren - tools/bifa_text.py: make res/bifa.tsv, the 《畢法賦》 of
# 《六壬大全》 (卷十一–十二), from the page-by-page Simplified transcription.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
#
# Usage: tools/bifa_text.py DAQUAN_DIR > res/bifa.tsv
# The text is converted with OpenCC (s2t), then the conversion's known
# misreadings for this book are undone (FIXES, below) and the evident
# slips of res/bifa-errata.tsv corrected. Headings of the commentary are
# "<法 name>第N  <motto>"; a paragraph "<label>  <text>" names a 格.
import re
import subprocess
import sys

NUM = {'一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8,
       '九': 9, '十': 10}


def cnum(s):
    if s == '百' or s == '一百':
        return 100
    n = 0
    if '十' in s:
        a, b = s.split('十')
        n = (NUM[a] if a else 1) * 10 + (NUM[b] if b else 0)
    elif len(s) == 2:          # 第二一: the commentary's short form
        n = NUM[s[0]] * 10 + NUM[s[1]]
    else:
        n = NUM[s]
    return n


# OpenCC reads a few characters of this book the wrong way: 干 the stem
# becomes 幹/乾, 丑 the branch 醜, 云 "says" 雲, 斗 in 斗鬼 鬥, 冲 衝, and
# 后 of 天后 後 (「后合占婚」: 天后 and 六合).
FIXES = [('幹', '干'), ('乾', '干'), ('醜', '丑'), ('佔', '占'), ('兇', '凶'),
         ('衝', '沖'), ('繫', '係'), ('系', '係'), ('週', '周'), ('裏', '裡'),
         ('雲', '云'), ('鬥鬼', '斗鬼'), ('有鬥', '有斗'), ('閤', '合'),
         ('鹹', '咸'), ('來複', '來復'), ('後合占婚', '后合占婚')]
# and back where the conversion was right: clouds, a fight
KEEP = [('不被云翳', '不被雲翳'), ('如處云霧', '如處雲霧'), ('如云霧', '如雲霧')]


def s2t(text):
    out = subprocess.run(['opencc', '-c', 's2tw.json'], input=text,
                         capture_output=True, text=True, check=True).stdout
    for a, b in FIXES + KEEP:
        out = out.replace(a, b)
    return out


def errata(path):
    rows = []
    for line in open(path, encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        rows.append((int(f[0]), f[1], f[2]))
    return rows


MODERN = re.compile(r'^(易無思注|北海閒人按|閒人按)：')
INLINE_MODERN = re.compile(r'(北海閒人按：[^無]*?結局)')
HEAD = re.compile(r'^(.{7})第?([一二三四五六七八九十百]{1,3})(?:\s+(.*))?$')
LABEL = re.compile(r'^([^，。：；、\s]{2,16})\s{2,}(.*)$')


HEADER = """\
# res/bifa.tsv: the 《畢法賦》 of 《六壬大全》 (卷十一 第一–第五十法, 卷十二
# 第五十一–第一百法): the hundred 法 of the verse and the book's
# commentary on each, in the book's order.
# Columns (tab-separated): number  kind  name  text
#   number: the 法, 1 … 100 (the verse numbers them 「第N法」)
#   kind and name:
#     verse    name "-"; text: the 法's line of the verse (「《六壬畢法》
#              正文」), seven characters, its name
#     heading  name: the commentary's heading as printed (a few differ from
#              the verse by a character: 屈斷/曲斷, 羅網/網羅 …); text: the
#              short saying after it (often on war), "-" when there is none
#     text     name "-"; a paragraph of the commentary
#     ge       name: the 格 (or 例, 煞, 法 …) the paragraph names at its
#              head; text: the rest of the paragraph
#     modern   name: the modern editor (易無思注, 北海閒人按); text: his note.
#              Not the book: shown apart and labelled as a modern note
#   The worked charts stay inside their paragraphs (「如庚辰日寅加酉為初傳
#   …」); tests/data/bifa-examples.tsv reads them out.
# Made by tools/bifa_text.py from the Simplified transcription (OpenCC
# s2tw, the conversion's misreadings of this book undone: 干 not 幹/乾,
# 丑 not 醜, 云 "says" not 雲, 斗鬼 not 鬥鬼, 沖 not 衝 …); the evident
# slips of the transcription corrected as res/bifa-errata.tsv lists.
# The classical text is public domain.
"""


def main():
    d = sys.argv[1]
    fixes = errata(sys.argv[2]) if len(sys.argv) > 2 else []
    raw = ''.join(open(f'{d}/page{p}.txt', encoding='utf-8').read()
                  for p in range(65, 72))
    verse_part = raw[raw.index('《六壬毕法》正文'):raw.index('《毕法》正文终')]
    comm = raw[raw.index('《毕法》正文终'):]
    verse_part = s2t(verse_part)
    comm = s2t(comm)
    verses = {}
    k = 0
    for m in re.finditer(r'第[^法]+法：([^，。\s]+)', verse_part):
        k += 1           # numbered in order: the transcription's first
        verses[k] = m.group(1)   # 第五十三法 is the 52nd
    assert k == 100, k
    rows = []
    cur = 0
    for line in comm.split('\n'):
        line = line.strip()
        if not line or line.startswith('《畢法》正文終') \
                or line.startswith('六壬大全'):
            continue
        m = HEAD.match(line)
        if m and cur < 100 and m.group(1)[:2] == verses[cur + 1][:2] \
                and cnum(m.group(2)) == cur + 1:
            cur += 1
            rows.append([cur, 'heading', m.group(1),
                         (m.group(3) or '').strip() or '-'])
            continue
        assert cur, line
        mm = MODERN.match(line)
        if mm:
            rows.append([cur, 'modern', mm.group(1), line[len(mm.group(0)):]])
            continue
        im = INLINE_MODERN.search(line)
        if im:
            note = im.group(1)
            line = line.replace(note, '')
            rows.append([cur, 'modern', '北海閒人按',
                         note[len('北海閒人按：'):]])
            # keep the book's paragraph first
            rows.insert(len(rows) - 1, None)
        lm = LABEL.match(line)
        row = ([cur, 'ge', lm.group(1), lm.group(2).strip()] if lm
               else [cur, 'text', '-', line])
        if rows and rows[-1] is not None and rows[-1][1] == 'modern' \
                and im:
            rows[-2] = row
        else:
            rows.append(row)
    rows = [r for r in rows if r is not None]
    assert cur == 100, cur
    for n, printed, corrected in fixes:
        hit = False
        for r in rows:
            for k in (2, 3):
                if r[0] == n and printed in r[k]:
                    r[k] = r[k].replace(printed, corrected)
                    hit = True
        if printed in verses[n]:
            verses[n] = verses[n].replace(printed, corrected)
            hit = True
        assert hit, (n, printed)
    out = sys.stdout
    out.write(HEADER)
    by = {}
    for r in rows:
        by.setdefault(r[0], []).append(r)
    for n in range(1, 101):
        out.write(f'{n}\tverse\t-\t{verses[n]}\n')
        for r in by[n]:
            text = r[3].replace('\t', ' ')
            out.write(f'{r[0]}\t{r[1]}\t{r[2]}\t{text}\n')


main()
