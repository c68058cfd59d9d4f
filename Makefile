# liuren - a terminal chart browser for Da Liu Ren (大六壬)
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
#
# Targets: all run check check-all lint bench install uninstall clean fuzz check-valgrind
#          update-po (refresh po/liuren.pot and the catalogs from the sources)
#          dist (liuren-VERSION.tar.gz of HEAD) version (print VERSION) check-abi
# Variables: PREFIX DESTDIR CC CFLAGS CPPFLAGS LDFLAGS V=1 (verbose) WERROR=1 SAN=1 (ASan+UBSan)
#
# Sources are found by wildcard: every src/core/*.c and src/core/*/*.c
# (the core, in folders by what they own) goes into the core library, src/front/*.c (what both faces share), src/cli/*.c and
# src/tui/*.c into the program, every
# tests/check_*.c becomes one Check test program, every bench/bench_*.c
# one benchmark.

# Every processor unless told otherwise: README's `make check` and
# `make run` build in parallel as they are typed (make -j1, or -jN, wins;
# a make run by another, a recipe's or a test's, takes what it is given).
ifeq ($(MAKELEVEL)$(filter -j%,$(MAKEFLAGS)),0)
MAKEFLAGS += -j$(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
endif

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/liuren
MANPREFIX ?= $(PREFIX)/share/man
MANDIR ?= $(MANPREFIX)/man1
LOCALEDIR ?= $(PREFIX)/share/locale

# BASE_VERSION is the release being prepared (debian/changelog's upstream
# version starts with it); VERSION names this tree exactly: the tag
# (git describe --tags), BASE_VERSION-N-gHASH with no tag, or the
# .version file of a tarball (scripts/version.sh).
BASE_VERSION = 0.1.0
VERSION := $(shell sh scripts/version.sh $(BASE_VERSION))

CC ?= cc
CFLAGS ?= -O2 -g
B ?= build

WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
       -Wno-missing-field-initializers
ifeq ($(WERROR),1)
WARN += -Werror
endif
ifeq ($(SAN),1)
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer \
	   -fno-sanitize-recover=undefined
endif

ifeq ($(V),1)
Q =
say = @:
else
Q = @
say = @printf '  %-7s %s\n'
endif

# Library flags come from pkg-config through $(B)/config.mk, which
# scripts/deps.sh writes after checking (and, as root, installing) the
# Debian packages. GNU make builds the included file first and restarts.
NODEPS_GOALS = clean uninstall help version dist
ifeq ($(filter-out $(NODEPS_GOALS),$(or $(MAKECMDGOALS),all)),)
else
-include $(B)/config.mk
endif

$(B)/config.mk: scripts/deps.sh
	@mkdir -p $(B)
	$(Q)sh scripts/deps.sh $@

ALL_CFLAGS = -std=c11 -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 \
	     -Iinclude $(WARN) $(SANFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEP_CFLAGS) \
	     $(PREFIX_MAP)
# No path of the source tree or the build directory in what is built
# (debug information included): the same build wherever it is made. At
# the link too, for the link-time optimiser's own unit.
PREFIX_MAP = -ffile-prefix-map=$(CURDIR)=. -ffile-prefix-map=$(abspath $(B))=build
ALL_LDFLAGS = $(SANFLAGS) $(LDFLAGS) $(PREFIX_MAP)

# The installation paths baked into the program (res/ under DATADIR, the
# catalogs under LOCALEDIR) and into liuren.pc. $(PATHS) holds the ones
# of the last build and changes only when they do, so that
# `make install PREFIX=/usr` after a plain `make` rebuilds what names
# them instead of installing a program that looks in /usr/local (as
# git's Makefile does with GIT-PREFIX).
PATHS = $(B)/PATHS
PATHS_NOW = $(PREFIX):$(DATADIR):$(LOCALEDIR):$(LIBDIR):$(INCLUDEDIR)
$(PATHS): FORCE
	@mkdir -p $(dir $@)
	@if [ "$$(cat $@ 2>/dev/null)" != '$(PATHS_NOW)' ]; then \
		echo '$(PATHS_NOW)' >$@; fi
.PHONY: FORCE
FORCE:

CORE_SRC = $(sort $(wildcard src/core/*.c src/core/*/*.c))
FRONT_SRC = $(sort $(wildcard src/front/*.c))
CLI_SRC = $(sort $(wildcard src/cli/*.c))
TUI_SRC = $(sort $(wildcard src/tui/*.c))
TEST_SRC = $(sort $(wildcard tests/check_*.c))
TESTLIB_SRC = $(sort $(wildcard tests/lib/*.c))
BENCH_SRC = $(sort $(wildcard bench/bench_*.c))

CORE_OBJ = $(CORE_SRC:%.c=$(B)/%.o)
FRONT_OBJ = $(FRONT_SRC:%.c=$(B)/%.o)
CLI_OBJ = $(CLI_SRC:%.c=$(B)/%.o)
TUI_OBJ = $(TUI_SRC:%.c=$(B)/%.o)
TESTLIB_OBJ = $(TESTLIB_SRC:%.c=$(B)/%.o)
# made only as prerequisites of the test programs: keep them
.SECONDARY: $(TESTLIB_OBJ)
TEST_BIN = $(TEST_SRC:%.c=$(B)/%)
BENCH_BIN = $(BENCH_SRC:%.c=$(B)/%)

CORE_LIB = $(B)/libliuren-core.a
# The two faces and the layer below them, each its own archive, linked
# in this order: a face that called the other, or the front layer that
# called a face, would not link (main.c alone sees both faces).
CLI_LIB = $(B)/libliuren-cli.a
TUI_LIB = $(B)/libliuren-tui.a
FRONT_LIB = $(B)/libliuren-front.a
UI_LIB = $(CLI_LIB) $(TUI_LIB) $(FRONT_LIB)
PROG = $(B)/liuren

.PHONY: all run check check-all lint bench install uninstall clean fuzz fuzz-programs check-valgrind help update-po dist version
.DEFAULT_GOAL := all

all: $(PROG)

help:
	@sed -n '1,13p' Makefile

version:
	@echo '$(VERSION)'

# The core's private headers are named from src/core ("text/fold.h",
# "rules/kejing.h"); only the core sees them.
$(B)/src/core/%.o $(B)/gen/calendar-notable.o \
	$(B)/gen/res_known-none.o $(B)/gen/shensha_builtin-none.o: private ALL_CFLAGS += -Isrc/core

# Only the browser sees curses; the core never includes it.
$(TUI_OBJ) $(B)/src/main.o: private ALL_CFLAGS += $(CURSES_CFLAGS) -DNCURSES_WIDECHAR=1

$(B)/%.o: %.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $<
	$(Q)$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(CORE_LIB): $(CORE_OBJ)
	$(say) AR $@
	$(Q)rm -f $@ && $(AR) rcs $@ $^

$(CLI_LIB): $(CLI_OBJ)
	$(say) AR $@
	$(Q)rm -f $@ && $(AR) rcs $@ $^

$(TUI_LIB): $(TUI_OBJ)
	$(say) AR $@
	$(Q)rm -f $@ && $(AR) rcs $@ $^

$(FRONT_LIB): $(FRONT_OBJ)
	$(say) AR $@
	$(Q)rm -f $@ && $(AR) rcs $@ $^

$(PROG): $(B)/src/main.o $(UI_LIB) $(CORE_LIB)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(B)/tests/%: tests/%.c $(TESTLIB_OBJ) $(UI_LIB) $(CORE_LIB) $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) TEST $@
	$(Q)$(CC) $(ALL_CFLAGS) $(CURSES_CFLAGS) -DNCURSES_WIDECHAR=1 $(CHECK_CFLAGS) -MMD -MP $(ALL_LDFLAGS) -o $@ \
		$< $(TESTLIB_OBJ) $(UI_LIB) $(CORE_LIB) $(DEP_LIBS) $(CHECK_LIBS)

# check_writer holds the core's private writer (rules/) to vsnprintf
$(B)/tests/check_writer: private ALL_CFLAGS += -Isrc/core

$(B)/bench/%: bench/%.c $(UI_LIB) $(CORE_LIB) $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) BENCH $@
	$(Q)$(CC) $(ALL_CFLAGS) $(CURSES_CFLAGS) -DNCURSES_WIDECHAR=1 -O2 \
		$(ALL_LDFLAGS) -o $@ $< $(UI_LIB) \
		$(CORE_LIB) $(DEP_LIBS)

# Message catalogs: msgfmt checks and compiles po/LL.po into
# $(B)/locale/LL/LC_MESSAGES/liuren.mo, which the uninstalled program is
# given in LIUREN_LOCALEDIR (as res/ in LIUREN_DATADIR: no path of the
# build tree is compiled into the program or the library); `make install`
# copies them under $(LOCALEDIR). `make update-po` extracts the marked strings of
# every source into po/liuren.pot and merges it into each catalog.
PO_LANGS = zh_TW zh_CN en ko
MO = $(PO_LANGS:%=$(B)/locale/%/LC_MESSAGES/liuren.mo)

all: $(MO)

$(B)/src/core/text/lang.o: private ALL_CFLAGS += -DLR_LOCALEDIR='"$(LOCALEDIR)"'
$(B)/src/core/text/resource.o: private ALL_CFLAGS += -DLR_DATADIR='"$(DATADIR)"'
$(B)/src/core/text/lang.o $(B)/src/core/text/resource.o: $(PATHS)
# the tests compare lr_resource_path with DATADIR, and find the source
# tree (tests/lib/uninstalled.c names its res/ and the build's catalogs)
$(TEST_BIN) $(TESTLIB_OBJ): private ALL_CFLAGS += -DLR_DATADIR='"$(DATADIR)"' \
	-DLR_SRCDIR='"$(CURDIR)"' -DLR_BUILDDIR='"$(abspath $(B))"'
$(TEST_BIN): $(PATHS)
# The test programs themselves at -O1 (TEST_OPT): their work is the
# core's, compiled at -O3, and -O1 compiles their 24,000 lines in about
# two thirds of the time of -O2
TEST_OPT ?= -O1
$(TEST_BIN) $(TESTLIB_OBJ): private ALL_CFLAGS += $(TEST_OPT)
# OpenCC is opened by its soname when first needed (see lang.c)
$(B)/src/core/text/lang.o: private ALL_CFLAGS += -DLR_OPENCC_LIB='"$(OPENCC_SONAME)"'

$(B)/locale/%/LC_MESSAGES/liuren.mo: po/%.po
	@mkdir -p $(dir $@)
	$(say) MSGFMT $<
	$(Q)msgfmt --check -o $@ $<

update-po:
	sh scripts/po-extract.sh po/liuren.pot
	for l in $(filter-out en,$(PO_LANGS)); do \
		msgmerge --quiet --update --backup=none po/$$l.po po/liuren.pot || exit 1; \
	done
	msgmerge --quiet --update --backup=none --no-fuzzy-matching po/en.po po/liuren.pot
	msgattrib --no-obsolete -o po/en.po po/en.po
	msgen -o po/en.po po/en.po

# The uninstalled program, given the source tree's res/ and the build's
# catalogs. Opens the chart browser; ARGS="print …" runs a command instead.
UNINSTALLED_ENV = LIUREN_DATADIR='$(CURDIR)/res' LIUREN_LOCALEDIR='$(abspath $(B))/locale'
run: $(PROG)
	$(UNINSTALLED_ENV) ./$(PROG) $(ARGS)

# check: every test, the walks over the 8,640 chart inputs on a fixed
# sample plus every chart of the book (tests/lib/sample.h); check-all:
# the same with every walk whole (LIUREN_CHECK_ALL=1: all inputs, every
# language's texts, the whole oracle comparison), as CI runs it.
check check-all: $(PROG) $(TEST_BIN) $(MO)
check:
	$(Q)sh scripts/run-tests.sh $(B)
check-all:
	$(Q)LIUREN_CHECK_ALL=1 sh scripts/run-tests.sh $(B)

# The source checks of scripts/lint.sh (also run by check), the call
# graph read from the objects the program is built from.
lint: $(PROG)
	$(Q)sh scripts/lint.sh $(B)

bench: $(BENCH_BIN) $(PROG)
	$(Q)for b in $(BENCH_BIN); do $(UNINSTALLED_ENV) ./$$b || exit 1; done

# libFuzzer harnesses (tests/fuzz/fuzz_*.c), built with clang, ASan and
# UBSan in $(B)/fuzz, warnings as errors (a harness that no longer
# matches the API it drives must not build); scripts/fuzz.sh runs them.
FUZZ_SRC = $(sort $(wildcard tests/fuzz/fuzz_*.c))
fuzz:
	$(Q)sh scripts/deps.sh --fuzz
	$(Q)$(MAKE) --no-print-directory B=$(B)/fuzz CC=clang SAN=1 WERROR=1 \
		CFLAGS="-O1 -g -fsanitize=fuzzer-no-link" fuzz-programs

fuzz-programs: $(FUZZ_SRC:tests/fuzz/%.c=$(B)/fuzzers/%)

$(B)/fuzzers/%: tests/fuzz/%.c $(UI_LIB) $(CORE_LIB) $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) FUZZ $@
	$(Q)$(CC) $(ALL_CFLAGS) $(CURSES_CFLAGS) -fsanitize=fuzzer $(ALL_LDFLAGS) \
		-o $@ $< $(UI_LIB) $(CORE_LIB) $(DEP_LIBS)

check-valgrind: $(PROG) $(TEST_BIN)
	$(Q)sh scripts/deps.sh --valgrind
	$(Q)VALGRIND=1 sh scripts/run-tests.sh $(B)

install: $(PROG) $(MO)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(DATADIR)
	for l in $(PO_LANGS); do \
		install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
		install -m 644 $(B)/locale/$$l/LC_MESSAGES/liuren.mo \
			$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/liuren.mo || exit 1; \
	done
	install -m 755 $(PROG) $(DESTDIR)$(BINDIR)/liuren
	install -m 644 man/liuren.1 $(DESTDIR)$(MANDIR)/liuren.1
	cp -R res/. $(DESTDIR)$(DATADIR)/

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/liuren $(DESTDIR)$(MANDIR)/liuren.1
	rm -rf $(DESTDIR)$(DATADIR)
	for l in $(PO_LANGS); do rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/liuren.mo; done

# ---- the generated headers: $(call KEEP_GEN,COMMAND,HEADER) writes
# COMMAND's output to HEADER only when it differs, so that a generator
# relinked for a change elsewhere in the core, writing the same text,
# compiles nothing again; the header's stamp (HEADER.stamp) records that
# it was checked against its generator, so that it is not made again at
# each make. A temporary file of each run's own: the tests run make in the
# build directory side by side.
KEEP_GEN = { $(1) >$(2).$$$$.tmp && { cmp -s $(2).$$$$.tmp $(2) && rm $(2).$$$$.tmp || mv $(2).$$$$.tmp $(2); }; } || { rm -f $(2).$$$$.tmp; exit 1; }

# ---- the calendar's table of solar terms and new moons (1899-2101),
# generated by the build: tools/gen_calendar_table is linked with
# calendar.c compiled without the table, checks what it computes and
# writes $(B)/gen/calendar_table.h, which calendar.c then includes.
CAL_TABLE = $(B)/gen/calendar_table.h
CAL_GEN = $(B)/gen/gen_calendar_table
CAL_GEN_OBJ = $(B)/gen/calendar-notable.o $(B)/gen/shensha_builtin-none.o \
	      $(B)/gen/normalize-none.o $(B)/gen/bifa_text-none.o \
	      $(B)/gen/patterns_text-none.o \
	      $(filter-out $(B)/src/core/calendar/calendar.o \
			   $(B)/src/core/shensha/shensha_builtin.o \
			   $(B)/src/core/text/normalize.o \
			   $(B)/src/core/rules/bifa_text.o \
			   $(B)/src/core/rules/patterns_text.o,$(CORE_OBJ))

$(B)/gen/calendar-notable.o: src/core/calendar/calendar.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -DLR_CALENDAR_NO_TABLE -MMD -MP -c -o $@ $<

$(CAL_GEN): tools/gen_calendar_table.c $(CAL_GEN_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(CAL_TABLE).stamp: $(CAL_GEN)
	$(say) GEN $(CAL_TABLE)
	$(Q)$(call KEEP_GEN,$(CAL_GEN),$(CAL_TABLE)) && touch $@
$(CAL_TABLE): $(CAL_TABLE).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(CAL_GEN),$@)

$(B)/src/core/calendar/calendar.o: $(CAL_TABLE)
$(B)/src/core/calendar/calendar.o: private ALL_CFLAGS += -I$(B)/gen
# ---- end of the calendar table block

# ---- the res/ tables known to the build: tools/gen_res_known loads each
# table a command may leave unparsed (patterns.tsv, shenjiang.tsv) or
# read without checking its characters again (those two, shensha.tsv,
# shensha-notes.tsv, leishen.tsv, shenjiang-lun.tsv, bifa.tsv) with the
# program's own reader, so a
# damaged one stops the build with its "FILE:LINE: problem", and writes
# the size and digest of each into $(B)/gen/res_known_list.h for
# src/core/text/res_known.c. It is linked with res_known.c compiled
# without the list (LR_RES_KNOWN_NONE).
RES_KNOWN = $(B)/gen/res_known_list.h
RES_KNOWN_GEN = $(B)/gen/gen_res_known
RES_KNOWN_TABLES = res/patterns.tsv res/shenjiang.tsv res/shensha.tsv res/shensha-notes.tsv \
		   res/leishen.tsv res/shenjiang-lun.tsv res/bifa.tsv
# (and calendar.c without its table, as the calendar's generator is
# linked with res_known.c: neither waits for the other's output)
# The generators of this block and the next are linked with the core
# compiled without what any generator writes.
GEN_TOOL_OBJ = $(B)/gen/res_known-none.o $(B)/gen/calendar-notable.o \
	       $(B)/gen/fold-nokeys.o $(B)/gen/shensha_builtin-none.o \
	       $(B)/gen/normalize-none.o $(B)/gen/bifa_text-none.o \
	       $(B)/gen/patterns_text-none.o \
	       $(filter-out $(B)/src/core/text/res_known.o $(B)/src/core/text/fold.o \
			    $(B)/src/core/calendar/calendar.o \
			    $(B)/src/core/shensha/shensha_builtin.o \
			    $(B)/src/core/text/normalize.o \
			    $(B)/src/core/rules/bifa_text.o \
			    $(B)/src/core/rules/patterns_text.o,$(CORE_OBJ))
RES_KNOWN_GEN_OBJ = $(GEN_TOOL_OBJ)

$(B)/gen/res_known-none.o: src/core/text/res_known.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -DLR_RES_KNOWN_NONE -MMD -MP -c -o $@ $<

$(RES_KNOWN_GEN): tools/gen_res_known.c $(RES_KNOWN_GEN_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(RES_KNOWN).stamp: $(RES_KNOWN_GEN) $(RES_KNOWN_TABLES)
	$(say) GEN $(RES_KNOWN)
	$(Q)$(call KEEP_GEN,$(RES_KNOWN_GEN) res,$(RES_KNOWN)) && touch $@
$(RES_KNOWN): $(RES_KNOWN).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(RES_KNOWN_GEN) res,$@)

$(B)/src/core/text/res_known.o: $(RES_KNOWN)
$(B)/src/core/text/res_known.o: private ALL_CFLAGS += -I$(B)/gen
# ---- end of the res/ tables block

# ---- the folded keys of the characters U+3400..U+9FFF (text/fold.h),
# which the name index would otherwise ask OpenCC for at every start:
# tools/gen_fold_keys, linked with fold.c compiled without them
# (LR_FOLD_NO_KEYS), writes $(B)/gen/fold_keys.h with the build's OpenCC
# (none when OpenCC cannot be opened: the program converts as before).
FOLD_KEYS = $(B)/gen/fold_keys.h
FOLD_KEYS_GEN = $(B)/gen/gen_fold_keys

$(B)/gen/fold-nokeys.o: src/core/text/fold.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core -DLR_FOLD_NO_KEYS -MMD -MP -c -o $@ $<

$(FOLD_KEYS_GEN): tools/gen_fold_keys.c $(GEN_TOOL_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(FOLD_KEYS).stamp: $(FOLD_KEYS_GEN)
	$(say) GEN $(FOLD_KEYS)
	$(Q)$(call KEEP_GEN,$(FOLD_KEYS_GEN),$(FOLD_KEYS)) && touch $@
$(FOLD_KEYS): $(FOLD_KEYS).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(FOLD_KEYS_GEN),$@)

$(B)/src/core/text/fold.o: $(FOLD_KEYS)
$(B)/src/core/text/fold.o: private ALL_CFLAGS += -I$(B)/gen
# ---- end of the folded keys block

# ---- the 神煞 compiled in: tools/gen_shensha_table loads res/shensha.tsv
# and res/shensha-notes.tsv with the program's own loader (a damaged row
# stops the build with its "FILE:LINE: problem") and writes the set it
# read, with each file's size and digest, into $(B)/gen/shensha_table.h
# for src/core/shensha/shensha_builtin.c; a data directory holding other
# files is loaded as before. The generator is linked with that file
# compiled without the set (LR_SHENSHA_NO_BUILTIN).
SHENSHA_TABLE = $(B)/gen/shensha_table.h
SHENSHA_GEN = $(B)/gen/gen_shensha_table

$(B)/gen/shensha_builtin-none.o: src/core/shensha/shensha_builtin.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -DLR_SHENSHA_NO_BUILTIN -MMD -MP -c -o $@ $<

$(SHENSHA_GEN): tools/gen_shensha_table.c $(GEN_TOOL_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(SHENSHA_TABLE).stamp: $(SHENSHA_GEN) res/shensha.tsv res/shensha-notes.tsv
	$(say) GEN $(SHENSHA_TABLE)
	$(Q)$(call KEEP_GEN,$(SHENSHA_GEN) res,$(SHENSHA_TABLE)) && touch $@
$(SHENSHA_TABLE): $(SHENSHA_TABLE).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(SHENSHA_GEN) res,$@)

$(B)/src/core/shensha/shensha_builtin.o: $(SHENSHA_TABLE)
$(B)/src/core/shensha/shensha_builtin.o: private ALL_CFLAGS += -I$(B)/gen
# ---- end of the 神煞 block

# ---- the names indexed by the build: tools/gen_name_index writes the
# lexicon lr_normalize reads ($(B)/gen/name_lexicon.h, from the
# program's names and res/shensha.tsv) and lr_bifa_find's two indexes
# with res/bifa.tsv's texts, size and digest ($(B)/gen/bifa_find_table.h)
# and res/patterns.tsv's texts, size and digest
# ($(B)/gen/pattern_texts_table.h),
# loading each table with the program's own loader (a damaged row stops
# the build with its "FILE:LINE: problem"). It is linked with
# normalize.c, bifa_text.c and patterns_text.c compiled without them
# (LR_NORMALIZE_NO_BUILTIN, LR_BIFA_NO_INDEX, LR_PATTERN_TEXTS_NO_BUILTIN).
NAME_LEXICON = $(B)/gen/name_lexicon.h
BIFA_FIND_TABLE = $(B)/gen/bifa_find_table.h
PATTERN_TEXTS = $(B)/gen/pattern_texts_table.h
NAME_INDEX_GEN = $(B)/gen/gen_name_index

$(B)/gen/normalize-none.o: src/core/text/normalize.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core -DLR_NORMALIZE_NO_BUILTIN -MMD -MP -c -o $@ $<

$(B)/gen/bifa_text-none.o: src/core/rules/bifa_text.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core -DLR_BIFA_NO_INDEX -MMD -MP -c -o $@ $<

$(B)/gen/patterns_text-none.o: src/core/rules/patterns_text.c $(B)/config.mk
	@mkdir -p $(dir $@)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core -DLR_PATTERN_TEXTS_NO_BUILTIN -MMD -MP -c -o $@ $<

$(NAME_INDEX_GEN): tools/gen_name_index.c $(GEN_TOOL_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) -Isrc/core $(ALL_LDFLAGS) -o $@ $^ $(DEP_LIBS)

$(NAME_LEXICON).stamp: $(NAME_INDEX_GEN) res/shensha.tsv res/shensha-notes.tsv
	$(say) GEN $(NAME_LEXICON)
	$(Q)$(call KEEP_GEN,$(NAME_INDEX_GEN) lexicon res,$(NAME_LEXICON)) && touch $@
$(NAME_LEXICON): $(NAME_LEXICON).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(NAME_INDEX_GEN) lexicon res,$@)

$(BIFA_FIND_TABLE).stamp: $(NAME_INDEX_GEN) res/bifa.tsv res/shensha.tsv res/shensha-notes.tsv
	$(say) GEN $(BIFA_FIND_TABLE)
	$(Q)$(call KEEP_GEN,$(NAME_INDEX_GEN) bifa res,$(BIFA_FIND_TABLE)) && touch $@
$(BIFA_FIND_TABLE): $(BIFA_FIND_TABLE).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(NAME_INDEX_GEN) bifa res,$@)

$(PATTERN_TEXTS).stamp: $(NAME_INDEX_GEN) res/patterns.tsv
	$(say) GEN $(PATTERN_TEXTS)
	$(Q)$(call KEEP_GEN,$(NAME_INDEX_GEN) patterns res,$(PATTERN_TEXTS)) && touch $@
$(PATTERN_TEXTS): $(PATTERN_TEXTS).stamp
	$(Q)test -f $@ || $(call KEEP_GEN,$(NAME_INDEX_GEN) patterns res,$@)

$(B)/src/core/text/normalize.o: $(NAME_LEXICON)
$(B)/src/core/text/normalize.o: private ALL_CFLAGS += -I$(B)/gen
$(B)/src/core/rules/bifa_text.o: $(BIFA_FIND_TABLE)
$(B)/src/core/rules/bifa_text.o: private ALL_CFLAGS += -I$(B)/gen
$(B)/src/core/rules/patterns_text.o: $(PATTERN_TEXTS)
$(B)/src/core/rules/patterns_text.o: private ALL_CFLAGS += -I$(B)/gen
# the test that compares them with what the program builds at run time
$(B)/tests/check_name_index: private ALL_CFLAGS += -Isrc/core
# ---- end of the names block

# ---- the core as a shared library (libliuren.so.0), its headers and
# liuren.pc. The core's objects are position-independent and compiled
# with -fvisibility=hidden; include/liuren/export.h gives the public lr_
# declarations default visibility, so only they are exported.
# 'make install' puts the library in LIBDIR, the headers in
# INCLUDEDIR/liuren, liuren.pc in PKGCONFIGDIR and liuren(3) in MAN3DIR.
# the library's file name follows the release, not the commit
LIB_VERSION = $(BASE_VERSION)
LIB_SONAME = libliuren.so.0
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
MAN3DIR ?= $(MANPREFIX)/man3
# every header of include/liuren but i18n.h, the program's own gettext
# marks (_ and N_), which a user's program must not get
PUBLIC_HEADERS = $(filter-out include/liuren/i18n.h,$(wildcard include/liuren/*.h))
SHLIB = $(B)/libliuren.so.$(LIB_VERSION)
PC_FILE = $(B)/liuren.pc
# The core is compiled once, position-independent with only the lr_ API
# visible (LR_API): the program, the tests and this library link the same
# objects (the library and the tests their ordinary code, -fno-lto).
CORE_PIC_OBJ = $(CORE_OBJ)
$(CORE_OBJ): private ALL_CFLAGS += -fPIC -fvisibility=hidden
SHLIB_LIBS = $(CORE_LIBS)

$(SHLIB): $(CORE_PIC_OBJ)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_LDFLAGS) -fno-lto -shared -Wl,-soname,$(LIB_SONAME) -Wl,--no-undefined \
		-o $@ $^ $(SHLIB_LIBS)
	$(Q)ln -sf $(notdir $@) $(B)/$(LIB_SONAME)
	$(Q)ln -sf $(notdir $@) $(B)/libliuren.so

$(PC_FILE): liuren.pc.in Makefile $(PATHS)
	@mkdir -p $(dir $@)
	$(say) GEN $@
	$(Q)sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(LIBDIR)|; s|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@DATADIR@|$(DATADIR)|; s|@VERSION@|$(LIB_VERSION)|; s|@LIBS_PRIVATE@|$(SHLIB_LIBS)|' \
		liuren.pc.in >$@

all: $(SHLIB) $(PC_FILE)
check check-all: $(SHLIB) $(PC_FILE)

install: install-lib
install-lib: $(SHLIB) $(PC_FILE)
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR)/liuren \
		$(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(MAN3DIR)
	install -m 755 $(SHLIB) $(DESTDIR)$(LIBDIR)/
	ln -sf $(notdir $(SHLIB)) $(DESTDIR)$(LIBDIR)/$(LIB_SONAME)
	ln -sf $(notdir $(SHLIB)) $(DESTDIR)$(LIBDIR)/libliuren.so
	install -m 644 $(PUBLIC_HEADERS) $(DESTDIR)$(INCLUDEDIR)/liuren/
	install -m 644 $(PC_FILE) $(DESTDIR)$(PKGCONFIGDIR)/liuren.pc
	install -m 644 man/liuren.3 $(DESTDIR)$(MAN3DIR)/liuren.3

uninstall: uninstall-lib
uninstall-lib:
	rm -f $(DESTDIR)$(LIBDIR)/$(notdir $(SHLIB)) $(DESTDIR)$(LIBDIR)/$(LIB_SONAME) \
		$(DESTDIR)$(LIBDIR)/libliuren.so $(DESTDIR)$(PKGCONFIGDIR)/liuren.pc \
		$(DESTDIR)$(MAN3DIR)/liuren.3
	rm -rf $(DESTDIR)$(INCLUDEDIR)/liuren

.PHONY: install-lib uninstall-lib
# ---- end of the shared library block

# ---- the library's ABI: abi/libliuren.so.0.abi is the ABI of the last
# release (libabigail's abidw, public headers only); `make check-abi`
# compares the library just built with it (abidiff) and fails on a change
# a program built against the release could not survive (a symbol gone,
# a type or a parameter changed); additions are said and pass. check-all
# and the Debian package's tests run it. Both read $(ABI_LIB), the same
# objects linked without link-time optimisation: the same exports and
# types, and the debug information of each file as compiled (GCC's LTO
# partitions can describe a function by a clone's parameters). A release
# that changes the ABI on purpose raises the soname and writes the
# baseline again with `make abi-baseline` (abi/README).
ABI_BASELINE = abi/libliuren.so.0.abi
ABI_LIB = $(B)/abi/$(LIB_SONAME)
ABIDW_FLAGS = --no-corpus-path --no-show-locs --headers-dir include/liuren
.PHONY: check-abi abi-baseline
$(ABI_LIB): $(CORE_PIC_OBJ)
	@mkdir -p $(dir $@)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_LDFLAGS) -fno-lto -shared -Wl,-soname,$(LIB_SONAME) \
		-Wl,--no-undefined -o $@ $^ $(SHLIB_LIBS)
check-abi: $(ABI_LIB)
	$(Q)sh scripts/check-abi.sh $(ABI_BASELINE) $(ABI_LIB)
abi-baseline: $(ABI_LIB)
	abidw $(ABIDW_FLAGS) --out-file $(ABI_BASELINE) $(ABI_LIB)
check check-all: $(ABI_LIB)
check-all: check-abi
# ---- end of the ABI block

# ---- speed: link-time optimisation of the core. Its hot objects carry
# both GCC's intermediate code and ordinary code (-ffat-lto-objects), so the
# program, the shared library and the benchmarks are optimised across
# files (about 1.2x for the chart), while the tests link their ordinary
# code (-fno-lto);
# the core is compiled at -O3 (CORE_OPT) after CFLAGS (another 1.1x).
# The shared library is linked from the same objects without link-time
# optimisation: its whole-program pass cost ~15 s of CPU in every build
# for a library whose callers compute a chart at a time, and its exports
# and types are then exactly those check-abi reads.
# Off with LTO=0, with the sanitizers and with compilers other than GCC.
LTO ?= 1
ifeq ($(LTO)$(SAN),1)
ifneq ($(shell $(CC) -v 2>&1 | grep "^gcc version"),)
LTO_FLAGS = -flto=auto -ffat-lto-objects
CORE_OPT ?= -O3
# Only the parts whose speed the benchmarks measure carry the
# intermediate code: the chart, the rules, the 神煞 and the reading and
# find over them (LTO_OBJ). The calendar, the casebook, the texts, the
# vocabulary and practice are ordinary -O3 objects: optimised across
# files they cost 8 s of CPU at every link of the program and changed no
# figure of make bench.
# The tables compiled in (the 神煞 set, the 課體's and 法's texts) are
# data, which optimisation across files does not speed: left out.
LTO_OBJ = $(filter-out $(B)/src/core/shensha/shensha_builtin.o \
		       $(B)/src/core/rules/bifa_text.o \
		       $(B)/src/core/rules/patterns_text.o,\
	  $(filter $(B)/src/core/chart/% $(B)/src/core/rules/% \
		   $(B)/src/core/shensha/% $(patsubst src/core/%.c,$(B)/src/core/%.o,\
		   $(wildcard src/core/*.c)),$(CORE_OBJ)))
$(CORE_OBJ): private ALL_CFLAGS += $(CORE_OPT)
$(LTO_OBJ): private ALL_CFLAGS += $(LTO_FLAGS)
# the ordinary code of a fat object: GCC 12 leaves a DWARF 5 line
# table's first directory to the assembler, which writes its working
# directory there (-ffile-prefix-map does not reach it), and the library
# links that code; a DWARF 4 line table has no such entry
$(CORE_OBJ): private ALL_CFLAGS += $(if $(filter -g%,$(CFLAGS)),-gdwarf-4)
$(PROG) $(BENCH_BIN): private ALL_LDFLAGS += $(CORE_OPT) $(LTO_FLAGS)
# the tests link the objects' ordinary code: the linker plugin would
# otherwise run LTO over the whole archive for each test program (~10 s
# each instead of ~0.3 s)
$(TEST_BIN): private ALL_LDFLAGS += -fno-lto
# and so do the generators of $(B)/gen (run once at build time)
$(B)/gen/gen_%: private ALL_LDFLAGS += -fno-lto
endif
endif
# ---- end of the link-time optimisation block

# ---- shell completion: bash and zsh scripts under completion/, which ask
# the program for every name (liuren --list). zsh's own fpath names
# PREFIX/share/zsh/vendor-completions for a distribution's packages
# (PREFIX=/usr, Debian's place) and /usr/local/share/zsh/site-functions
# for a local install.
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)

install: install-completion
install-completion:
	install -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 completion/liuren.bash $(DESTDIR)$(BASHCOMPDIR)/liuren
	install -m 644 completion/_liuren $(DESTDIR)$(ZSHCOMPDIR)/_liuren

uninstall: uninstall-completion
uninstall-completion:
	rm -f $(DESTDIR)$(BASHCOMPDIR)/liuren $(DESTDIR)$(ZSHCOMPDIR)/_liuren

.PHONY: install-completion uninstall-completion
# ---- end of the shell completion block

# ---- the man page in other languages: man/LL/liuren.1 goes to
# $(MANPREFIX)/LL/man1/liuren.1, where `man -L LL liuren` (or a locale of
# that language) finds it.
MAN_LANGS = zh_TW zh_CN ko

install: install-man-lang
install-man-lang:
	for l in $(MAN_LANGS); do \
		install -d $(DESTDIR)$(MANPREFIX)/$$l/man1 && \
		install -m 644 man/$$l/liuren.1 $(DESTDIR)$(MANPREFIX)/$$l/man1/liuren.1 || exit 1; \
	done

uninstall: uninstall-man-lang
uninstall-man-lang:
	for l in $(MAN_LANGS); do rm -f $(DESTDIR)$(MANPREFIX)/$$l/man1/liuren.1; done

.PHONY: install-man-lang uninstall-man-lang
# ---- end of the translated man pages block

# ---- documentation: README, and doc/liuren.schema.json, the JSON Schema
# of what --json writes (the contract "schema": "liuren/1")
DOCDIR ?= $(PREFIX)/share/doc/liuren

install: install-doc
install-doc:
	install -d $(DESTDIR)$(DOCDIR)
	install -m 644 README doc/liuren.schema.json $(DESTDIR)$(DOCDIR)/

uninstall: uninstall-doc
uninstall-doc:
	rm -f $(DESTDIR)$(DOCDIR)/README $(DESTDIR)$(DOCDIR)/liuren.schema.json

.PHONY: install-doc uninstall-doc
# ---- end of the documentation block

# ---- the release tarball: every tracked file of HEAD under
# liuren-$(VERSION)/, and .version (VERSION, for a tree without git), as
# liuren-$(VERSION).tar.gz (reproducible: git's own timestamps, the
# commit's time on .version, gzip -n). VERSION names the commit, so two
# commits never give two tarballs of one name. Unpacked, it builds and
# passes `make check`.
DIST = liuren-$(VERSION)
dist:
	@git rev-parse --is-inside-work-tree >/dev/null 2>&1 || \
		{ echo "make dist: needs a git checkout (it packs HEAD)"; exit 1; }
	@git diff --quiet HEAD || echo "make dist: note: uncommitted changes are not packed"
	$(say) DIST $(DIST).tar.gz
	$(Q)rm -rf $(B)/dist && mkdir -p $(B)/dist/$(DIST)
	$(Q)echo '$(VERSION)' >$(B)/dist/$(DIST)/.version
	$(Q)git archive --format=tar --prefix=$(DIST)/ HEAD >$(B)/dist/$(DIST).tar
	$(Q)tar --append -f $(B)/dist/$(DIST).tar -C $(B)/dist --owner=0 --group=0 \
		--numeric-owner --mode=644 --mtime=@$$(git log -1 --format=%ct HEAD) \
		$(DIST)/.version
	$(Q)gzip -9n <$(B)/dist/$(DIST).tar >$(DIST).tar.gz.tmp
	$(Q)mv $(DIST).tar.gz.tmp $(DIST).tar.gz
	$(Q)rm -rf $(B)/dist
# ---- end of the release tarball block

# The program says its version (liuren --version); $(B)/VERSION changes
# only when VERSION does (as $(PATHS)), and dispatch.o is rebuilt then
$(B)/src/cli/dispatch.o: private ALL_CFLAGS += -DLR_VERSION='"$(VERSION)"'
$(B)/src/cli/dispatch.o: $(B)/VERSION
$(B)/VERSION: FORCE
	@mkdir -p $(dir $@)
	@if [ "$$(cat $@ 2>/dev/null)" != '$(VERSION)' ]; then \
		echo '$(VERSION)' >$@; fi

clean:
	rm -rf $(B)

-include $(shell find $(B) -name '*.d' 2>/dev/null)
