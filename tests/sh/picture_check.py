#!/usr/bin/env python3
# liuren - tests/sh/picture_check.py: checks of the pictures of
# `liuren print --format svg|html|markdown|png` (tests/sh/picture.sh).
#   picture_check.py svg FILE...       each parses as XML, is an SVG 1.1
#       root, and every text of a palace lies inside its cell (a wide
#       character taken as 1 em, a narrow one as 0.6 em, the ascent as
#       0.9 em above the baseline, the descent 0.2 em below), every other
#       text inside the picture
#   picture_check.py html FILE...      each is well-formed, holds one SVG
#   picture_check.py steps HTML JSON   the derivation handout of
#       `explain --format html` against `explain --json` of the same
#       chart: one section a step, in order, with the step's sentence;
#       each step's plate a sound SVG whose lit palaces are the step's
#       own (its "palaces"), else those under the branches it names (or
#       the day's palace for 干支同位); the marks 初 中 末 appear on the
#       plate only once their transmission step is passed, the void
#       once the 旬 step is
#   picture_check.py markdown FILE...  each code block's lines take the
#       same display width (East Asian wide and full-width characters two
#       columns, the others one)
#   picture_check.py png-split SVG OUT PARITY   OUT: SVG with only the
#       texts of the palaces of PARITY (0 even branches, 1 odd: no two
#       such cells share a side), black on white, cut to the plate
#   picture_check.py png SPLIT PNG ZOOM  every dark pixel of PNG (SPLIT
#       drawn by rsvg-convert at ZOOM) lies inside a cell of the palaces
#       drawn, and each of those cells has some
#   picture_check.py glyph-grid GRID LIST SVG...  GRID: an SVG with each
#       character the SVGs draw alone in a cell of its own, in their
#       fonts, after two that no font has (U+E000 and U+10FFFD, the
#       references); LIST: the characters in that order
#   picture_check.py glyphs LIST PNG  no character of LIST is drawn as a
#       missing glyph in PNG (GRID drawn by rsvg-convert): the box the
#       renderer draws for a character no font has, told by its frame
#       (the ink's bounding box and its four edges) being the
#       reference's
# Prints one line per problem and exits 1 when there is one.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
import re
import struct
import sys
import unicodedata
import xml.etree.ElementTree as ET
import zlib

SVG = '{http://www.w3.org/2000/svg}'
problems = []


def bad(msg):
    problems.append(msg)


def em_width(text):
    """The width of TEXT in em: wide characters 1, narrow ones 0.6."""
    w = 0.0
    for ch in text:
        if unicodedata.combining(ch) or ch in '\ue001\ue002':
            continue
        w += 1.0 if unicodedata.east_asian_width(ch) in 'WF' else 0.6
    return w


def columns(text):
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in 'WF' else 1
               for ch in text)


def classes(el):
    return (el.get('class') or '').split()


def palace_of(el):
    """The earth branch of a palace's element (class "bN"), or None."""
    for c in classes(el):
        if c[:1] == 'b' and c[1:].isdigit():
            return c[1:]
    return None


def num(el, name, default=None):
    v = el.get(name)
    return float(v) if v is not None else default


def check_svg_root(root, name):
    if root.tag != SVG + 'svg':
        bad(f'{name}: the root is {root.tag}, not svg')
        return False
    if root.get('version') != '1.1':
        bad(f'{name}: not version 1.1')
    for el in root.iter():
        for attr in ('href', '{http://www.w3.org/1999/xlink}href'):
            if el.get(attr):
                bad(f'{name}: an external resource: {el.get(attr)}')
        if el.tag in (SVG + 'image', SVG + 'script', SVG + 'foreignObject'):
            bad(f'{name}: a {el.tag} element')
    return True


def check_svg_geometry(root, name, least=36):
    size0 = num(root, 'font-size', 16)
    width, height = num(root, 'width'), num(root, 'height')
    cells = {}
    for r in root.iter(SVG + 'rect'):
        if 'cell' in classes(r):
            cells[palace_of(r)] = (num(r, 'x'), num(r, 'y'),
                                           num(r, 'width'), num(r, 'height'))
    if len(cells) != 12:
        bad(f'{name}: {len(cells)} cells, not 12')
    texts = 0
    for t in root.iter(SVG + 'text'):
        s = ''.join(t.itertext())
        size = num(t, 'font-size', size0)
        x, y = num(t, 'x'), num(t, 'y')
        left, right = x, x + em_width(s) * size
        top, bottom = y - 0.9 * size, y + 0.2 * size
        if 'palace' in classes(t):
            texts += 1
            c = cells.get(palace_of(t))
            if not c:
                bad(f'{name}: text {s!r} of palace {palace_of(t)} has no cell')
                continue
            cx, cy, cw, ch = c
            if left < cx or right > cx + cw or top < cy or bottom > cy + ch:
                bad(f'{name}: text {s!r} ({left:.1f}..{right:.1f}, {top:.1f}..'
                    f'{bottom:.1f}) leaves its cell {palace_of(t)} '
                    f'({cx}..{cx + cw}, {cy}..{cy + ch})')
        elif left < 0 or right > width or top < 0 or bottom > height:
            bad(f'{name}: text {s!r} ({left:.1f}..{right:.1f}) leaves the '
                f'picture (0..{width})')
    # the general, the heaven branch and the earth branch at least (a
    # derivation's step: the branches until the generals are laid)
    if texts < least:
        bad(f'{name}: only {texts} texts in the palaces')


def check_svg(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        bad(f'{path}: not XML: {e}')
        return
    if check_svg_root(root, path):
        check_svg_geometry(root, path)


def check_html(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        bad(f'{path}: not well-formed: {e}')
        return
    svgs = list(root.iter(SVG + 'svg'))
    if len(svgs) != 1:
        bad(f'{path}: {len(svgs)} svg elements, not 1')
        return
    if check_svg_root(svgs[0], path):
        check_svg_geometry(svgs[0], path)
    if not list(root.iter('{http://www.w3.org/1999/xhtml}pre')):
        bad(f'{path}: no reading as text')
    style = ''.join(''.join(s.itertext()) for s in
                    root.iter('{http://www.w3.org/1999/xhtml}style'))
    if '@media print' not in style:
        bad(f'{path}: no print CSS')


BRANCHES = '子丑寅卯辰巳午未申酉戌亥'


def check_steps(path, json_path):
    import json
    H = '{http://www.w3.org/1999/xhtml}'
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        bad(f'{path}: not well-formed: {e}')
        return
    d = json.load(open(json_path, encoding='utf-8'))
    steps = d['steps']
    # heaven branch -> the earth palace it stands over
    over = {h: BRANCHES.index(e) for e, h in d['plate'].items()}
    sections = [s for s in root.iter(H + 'section') if s.get('class') == 'step']
    if len(sections) != len(steps):
        bad(f'{path}: {len(sections)} step sections for {len(steps)} steps')
        return
    trans_seen, void_seen = set(), False
    for i, (sec, st) in enumerate(zip(sections, steps)):
        name = f'{path} step {i + 1}'
        said = ''.join(''.join(p.itertext()) for p in sec.iter(H + 'p'))
        if said != st['text']:
            bad(f'{name}: says {said!r}, explain says {st["text"]!r}')
        svgs = list(sec.iter(SVG + 'svg'))
        if len(svgs) != 1:
            bad(f'{name}: {len(svgs)} plates')
            continue
        svg = svgs[0]
        if check_svg_root(svg, name):
            check_svg_geometry(svg, name, 24)
        lit = {int(palace_of(r)) for r in svg.iter(SVG + 'rect')
               if 'lit' in classes(r)}
        if st['palaces']:
            want = {BRANCHES.index(b) for b in st['palaces']}
            if lit != want:
                bad(f'{name}: lit {sorted(lit)}, the step names {sorted(want)}')
        else:
            # the branches the step names: in its numbers, in its words
            named = set(st.get('candidates', [])) | set(st.get('eliminated', []))
            if 'branch' in st:
                named.add(st['branch'])
            named |= {c for c in st['text'] if c in BRANCHES}
            allowed = {over[b] for b in named}
            if named and not lit:
                bad(f'{name}: nothing lit, the step names {sorted(named)}')
            if lit - allowed - {BRANCHES.index(d['day'][1])}:
                bad(f'{name}: lit {sorted(lit)} beyond the branches named')
        if st['kind'] == 'transmission' and 'transmission' in st:
            trans_seen.add(st['transmission'])
        if st['kind'] == 'void':
            void_seen = True
        marks = [''.join(t.itertext()) for t in svg.iter(SVG + 'text')
                 if 'palace' in classes(t)]
        for k, m in enumerate('初中末'):
            n = marks.count(m)
            if n != (1 if k + 1 in trans_seen else 0):
                bad(f'{name}: {m} drawn {n} times on the plate')
        if marks.count('空') and not void_seen:
            bad(f'{name}: the void drawn before the 旬 step')


GRID_CELL, GRID_COLS, GRID_SIZE = 48, 24, 24
GLYPH_REFS = ['\ue000', '\U0010fffd']


def glyph_grid(grid, listing, svgs):
    chars, family = set(), None
    for path in svgs:
        root = ET.parse(path).getroot()
        family = family or root.get('font-family')
        for t in root.iter(SVG + 'text'):
            chars |= {c for c in ''.join(t.itertext())
                      if not c.isspace() and c not in '\ue001\ue002'}
    order = GLYPH_REFS + sorted(chars - set(GLYPH_REFS))
    rows = (len(order) + GRID_COLS - 1) // GRID_COLS
    w, h = GRID_COLS * GRID_CELL, rows * GRID_CELL
    out = [f'<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
           f'width="{w}" height="{h}" font-family="{family}" '
           f'font-size="{GRID_SIZE}" xml:space="preserve">',
           f'<rect width="{w}" height="{h}" fill="#ffffff"/>']
    for i, c in enumerate(order):
        x, y = i % GRID_COLS * GRID_CELL + 8, i // GRID_COLS * GRID_CELL + 32
        esc = {'&': '&amp;', '<': '&lt;', '>': '&gt;'}.get(c, c)
        out.append(f'<text x="{x}" y="{y}" fill="#000000">{esc}</text>')
    out.append('</svg>')
    open(grid, 'w', encoding='utf-8').write('\n'.join(out) + '\n')
    open(listing, 'w', encoding='utf-8').write(''.join(order))


def glyph_frame(rows, i):
    """The frame of cell I's ink: its bounding box in the cell and which
    pixels of its four edges are inked; None when the cell is blank."""
    cx, cy = i % GRID_COLS * GRID_CELL, i // GRID_COLS * GRID_CELL
    ink = [(x, y) for y in range(cy, cy + GRID_CELL)
           for x in range(cx, cx + GRID_CELL) if rows[y][x] < 128]
    if not ink:
        return None
    x0, x1 = min(x for x, _ in ink), max(x for x, _ in ink)
    y0, y1 = min(y for _, y in ink), max(y for _, y in ink)
    edge = lambda pts: tuple(rows[y][x] < 128 for x, y in pts)
    return (x0 - cx, y0 - cy, x1 - x0, y1 - y0,
            edge([(x, y0) for x in range(x0, x1 + 1)]),
            edge([(x, y1) for x in range(x0, x1 + 1)]),
            edge([(x0, y) for y in range(y0, y1 + 1)]),
            edge([(x1, y) for y in range(y0, y1 + 1)]))


def check_glyphs(listing, png):
    order = open(listing, encoding='utf-8').read()
    _, _, rows = read_png(png)
    refs = [glyph_frame(rows, i) for i in range(len(GLYPH_REFS))]
    if None in refs:
        bad(f'{png}: the reference missing glyphs are not drawn')
        return
    missing = [c for i, c in enumerate(order)
               if i >= len(GLYPH_REFS) and glyph_frame(rows, i) in refs]
    if missing:
        bad(f'{png}: {len(missing)} characters have no glyph in the fonts: '
            + ' '.join(f'{c} U+{ord(c):04X}' for c in missing[:20]))


def check_markdown(path):
    text = open(path, encoding='utf-8').read()
    blocks = re.findall(r'^```[a-z]*\n(.*?)^```$', text, re.S | re.M)
    if len(blocks) < 1:
        bad(f'{path}: no code block')
    if not any('┌' in b for b in blocks):
        bad(f'{path}: no plate drawn with box characters')
    for b in blocks:
        widths = {columns(line) for line in b.split('\n')[:-1]}
        if len(widths) != 1:
            bad(f'{path}: a code block with lines of widths {sorted(widths)}')


def png_split(svg, out, parity):
    """Only the texts of the palaces of PARITY, black on white, the cells
    kept unseen for their geometry; the picture cut to the plate and a
    margin of 2 em round it."""
    ET.register_namespace('', SVG[1:-1])
    tree = ET.parse(svg)
    root = tree.getroot()
    cells = [r for r in root.iter(SVG + 'rect') if 'cell' in classes(r)]
    x0 = min(num(r, 'x') for r in cells)
    y0 = min(num(r, 'y') for r in cells)
    x1 = max(num(r, 'x') + num(r, 'width') for r in cells)
    y1 = max(num(r, 'y') + num(r, 'height') for r in cells)
    m = 2 * num(root, 'font-size', 16)
    x0, y0, x1, y1 = max(x0 - m, 0), max(y0 - m, 0), x1 + m, y1 + m
    for parent in list(root.iter()):
        for el in list(parent):
            keep = (el.tag == SVG + 'text' and 'palace' in classes(el)
                    and int(palace_of(el)) % 2 == parity)
            if el.tag == SVG + 'title':
                keep = True
            if el.tag == SVG + 'rect' and 'cell' in classes(el):
                keep = int(palace_of(el)) % 2 == parity
                el.set('fill', 'none')
                el.set('stroke', 'none')
            if el.tag == SVG + 'rect' and el.get('class') == 'page':
                el.set('fill', '#ffffff')
                keep = True
            if not keep:
                parent.remove(el)
            elif el.tag == SVG + 'text':
                el.set('fill', '#000000')
    root.set('viewBox', f'{x0:g} {y0:g} {x1 - x0:g} {y1 - y0:g}')
    root.set('width', f'{x1 - x0:g}')
    root.set('height', f'{y1 - y0:g}')
    tree.write(out, encoding='utf-8', xml_declaration=True)


def read_png(path):
    """Width, height and rows of grey levels (0 black … 255 white)."""
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, w = 8, b'', 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b'IHDR':
            w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            if depth != 8 or ctype not in (2, 6, 0, 4) or interlace:
                raise ValueError(f'PNG of depth {depth}, colour type {ctype}')
        elif kind == b'IDAT':
            idat += body
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    i = 0
    for _ in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        # each filter undone on its own (PNG spec 9.2); None and Up
        # need no byte-by-byte loop
        if f == 2:
            line = bytearray((x + y) & 255 for x, y in zip(line, prev))
        elif f == 1:
            for k in range(bpp, stride):
                line[k] = (line[k] + line[k - bpp]) & 255
        elif f == 3:
            for k in range(stride):
                a = line[k - bpp] if k >= bpp else 0
                line[k] = (line[k] + (a + prev[k]) // 2) & 255
        elif f == 4:
            for k in range(stride):
                a = line[k - bpp] if k >= bpp else 0
                b = prev[k]
                c = prev[k - bpp] if k >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[k] = (line[k] + pr) & 255
        prev = line
        if ctype in (2, 6):
            grey = list(map(min, line[0::bpp], line[1::bpp], line[2::bpp]))
        else:
            grey = list(line[0::bpp])
        if ctype in (4, 6):  # transparent counts as white
            alpha = line[bpp - 1::bpp]
            grey = [255 - (255 - g) * a // 255 for g, a in zip(grey, alpha)]
        rows.append(grey)
    return w, h, rows


def check_png(svg, png, zoom):
    root = ET.parse(svg).getroot()
    vx, vy = (float(v) for v in root.get('viewBox').split()[:2])
    rects = []
    for r in root.iter(SVG + 'rect'):
        if 'cell' in classes(r):
            rects.append((palace_of(r),
                          (num(r, 'x') - vx) * zoom, (num(r, 'y') - vy) * zoom,
                          (num(r, 'x') + num(r, 'width') - vx) * zoom,
                          (num(r, 'y') + num(r, 'height') - vy) * zoom))
    w, h, rows = read_png(png)
    inked = {p: 0 for p, *_ in rects}
    outside = 0
    for y in range(h):
        row = rows[y]
        for x in range(w):
            if row[x] > 128:
                continue
            hit = [p for p, x0, y0, x1, y1 in rects
                   if x0 <= x + 0.5 <= x1 and y0 <= y + 0.5 <= y1]
            if hit:
                inked[hit[0]] += 1
            else:
                outside += 1
    if outside:
        bad(f'{png}: {outside} dark pixels outside the cells of their palaces')
    for p, n in inked.items():
        if n == 0:
            bad(f'{png}: nothing drawn in the cell of palace {p}')


def main():
    kind, args = sys.argv[1], sys.argv[2:]
    if kind == 'svg':
        for a in args:
            check_svg(a)
    elif kind == 'html':
        for a in args:
            check_html(a)
    elif kind == 'glyph-grid':
        glyph_grid(args[0], args[1], args[2:])
    elif kind == 'glyphs':
        check_glyphs(args[0], args[1])
    elif kind == 'steps':
        check_steps(args[0], args[1])
    elif kind == 'markdown':
        for a in args:
            check_markdown(a)
    elif kind == 'png-split':
        png_split(args[0], args[1], int(args[2]))
    elif kind == 'png':
        check_png(args[0], args[1], float(args[2]))
    else:
        sys.exit(f'picture_check.py: unknown kind {kind}')
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
