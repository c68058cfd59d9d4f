#!/bin/sh
# liuren - scripts/po-extract.sh OUT: extract every string the sources
# mark with _(), N_() or ngettext() into the template OUT (po/liuren.pot
# for `make update-po`; the catalog test compares the catalogs with a
# fresh one).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -eu
cd "$(dirname "$0")/.."
xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=lr_ngettext:1,2 --keyword=LR_N_ \
	--add-comments=TRANSLATORS: --sort-by-file --package-name=liuren \
	--force-po -o "$1" $(ls include/*/*.h src/*/*.h src/*/*.c src/*/*/*.h src/*/*/*.c 2>/dev/null | LC_ALL=C sort)
sed -i 's/charset=CHARSET/charset=UTF-8/' "$1"
