#!/bin/sh
# liuren - tests/sh/host-state.sh PROGRAM: the library does not change
# its host. A program linked with libliuren.so.0 sets its own TZ, text
# domain, LANGUAGE and locale; it switches the library's language
# (lr_lang_use: the library's messages follow, read from its own
# catalogs), computes charts from four threads, each in another zone,
# and checks the results (each zone's offset, the same chart, the sun's
# and moon's longitudes and day or night by sunrise, as computed alone) and that its TZ, time zone, text domain, LANGUAGE, LC_MESSAGES
# and locale are as it set them. The same program over the core's
# sources built with ThreadSanitizer finds no data race.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
b=$(cd "$(dirname "$1")" && pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
for tool in cc readelf; do
	command -v $tool >/dev/null || { echo "host-state: skipped (no $tool)"; echo "host-state: 0 passed, 0 failed"; exit 0; }
done
[ -f "$b/libliuren.so.0" ] || { echo "host-state: no $b/libliuren.so.0 (make all)"; echo "host-state: 0 passed, 1 failed"; exit 1; }

cat >"$tmp/host.c" <<'PROG'
#include <libintl.h>
#include <locale.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <liuren/calendar.h>
#include <liuren/chart.h>
#include <liuren/lang.h>
#include <liuren/moment.h>

static int failed;
#define CHECK(cond, ...) do { if (!(cond)) { failed = 1; \
	printf("FAIL " __VA_ARGS__); putchar('\n'); } else printf("ok\n"); } while (0)

struct state { char domain[64], language[64], tz[64], all[256], messages[64],
	       tzname0[16]; long tzone; };

static void snapshot(struct state *s)
{
	snprintf(s->domain, sizeof s->domain, "%s", textdomain(NULL));
	snprintf(s->language, sizeof s->language, "%s", getenv("LANGUAGE") ? getenv("LANGUAGE") : "(unset)");
	snprintf(s->tz, sizeof s->tz, "%s", getenv("TZ") ? getenv("TZ") : "(unset)");
	snprintf(s->all, sizeof s->all, "%s", setlocale(LC_ALL, NULL));
	snprintf(s->messages, sizeof s->messages, "%s", setlocale(LC_MESSAGES, NULL));
	snprintf(s->tzname0, sizeof s->tzname0, "%s", tzname[0]);
	s->tzone = timezone;
}

static const struct { const char *zone; int offset; } zones[4] = {
	{ "Asia/Shanghai", 8 * 3600 }, { "America/New_York", -5 * 3600 },
	{ "Europe/Berlin", 3600 }, { "Asia/Kolkata", 5 * 3600 + 1800 },
};
enum { YEARS = 100 };	/* 1960 … 2059: a zone's rules of each year */
/* what each zone and year gives computed alone (in a child process, so
 * that the threads start with nothing of it remembered) */
static struct expect { int offset, method, day, hour, first, daytime;
		       double sun, moon; } alone[4][YEARS];
static atomic_int running;

/* the chart of YEAR-01-15 12:00 wall clock in ZONE; its offset in *OFF,
 * and what the ephemeris says of that moment outside the calendar's
 * tables (the sun's and moon's longitudes, day or night by sunrise and
 * sunset at 30°N 120°E) in *E */
static int chart_at(const char *zone, int year, struct lr_chart *c, int *off,
		    struct expect *e)
{
	struct lr_civil civil = { year, 1, 15, 12, 0, 0 };
	struct lr_moment m;
	struct lr_calendar cal;
	char err[256];
	if (lr_moment_from_civil(&m, zone, &civil, 0, 0, err, sizeof err) < 0 ||
	    lr_calendar_resolve(&cal, &m, NULL, err, sizeof err) < 0) {
		printf("FAIL %s: %s\n", zone, err);
		return -1;
	}
	*off = m.utc_offset;
	bool daytime = false;
	m.lon = 120.0;
	m.lat = 30.0;
	if (lr_calendar_longitudes(&cal, &e->sun, &e->moon) < 0 ||
	    lr_sun_daytime(&m, &daytime, NULL, NULL) < 0) {
		printf("FAIL %s %d: the ephemeris\n", zone, year);
		return -1;
	}
	e->daytime = daytime;
	struct lr_input in = lr_calendar_input(&cal);
	return lr_chart_compute(c, &in, NULL, NULL);
}

static void *worker(void *arg)
{
	int i = (int)(long)arg, bad = 0;
	for (int round = 0; round < 2 * YEARS; round++) {
		int y = (round * 37 + i * 11) % YEARS;	/* the years out of order */
		struct lr_chart c;
		int off = 0;
		struct expect now;
		const struct expect *a = &alone[i][y];
		if (chart_at(zones[i].zone, 1960 + y, &c, &off, &now) < 0 ||
		    now.sun != a->sun || now.moon != a->moon ||
		    now.daytime != a->daytime ||
		    off != a->offset || (int)c.method != a->method ||
		    c.input.day != a->day || c.input.hour != a->hour ||
		    c.transmissions[0].branch != a->first)
			bad++;
	}
	return (void *)(long)bad;
}

/* the host's TZ, watched while the workers run: the times it was not
 * the host's own */
static void *watcher(void *arg)
{
	long changed = 0;
	(void)arg;
	while (running) {
		const char *tz = getenv("TZ");
		if (!tz || strcmp(tz, "America/Sao_Paulo"))
			changed++;
	}
	return (void *)changed;
}

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	textdomain("hostapp");
	setenv("LANGUAGE", "fr", 1);
	setenv("TZ", "America/Sao_Paulo", 1);
	tzset();
	struct state before, after;
	snapshot(&before);

	/* the library's language: its own messages, English then zh-Hant */
	char en[256] = "", hant[256] = "";
	lr_lang_use(LR_LANG_EN);
	lr_zone_check("No/Such_Zone", en, sizeof en);
	lr_lang_use(LR_LANG_ZH_HANT);
	lr_zone_check("No/Such_Zone", hant, sizeof hant);
	CHECK(strstr(en, "unknown time zone") != NULL, "English message: %s", en);
	CHECK(strcmp(en, hant) != 0 && !strstr(hant, "unknown"), "zh-Hant message: %s", hant);

	/* each zone alone in a child (2026: its offset known), then the
	 * four at once here */
	int fd[2];
	if (pipe(fd) != 0)
		return 2;
	pid_t child = fork();
	if (child == 0) {
		for (int i = 0; i < 4; i++)
			for (int y = 0; y < YEARS; y++) {
				struct lr_chart c;
				struct expect *e = &alone[i][y];
				if (chart_at(zones[i].zone, 1960 + y, &c, &e->offset, e) < 0)
					e->offset = -1;
				e->method = (int)c.method;
				e->day = c.input.day;
				e->hour = c.input.hour;
				e->first = c.transmissions[0].branch;
			}
		_exit(write(fd[1], alone, sizeof alone) == (ssize_t)sizeof alone ? 0 : 1);
	}
	close(fd[1]);
	size_t got = 0;
	ssize_t n;
	while (got < sizeof alone && (n = read(fd[0], (char *)alone + got, sizeof alone - got)) > 0)
		got += (size_t)n;
	waitpid(child, NULL, 0);
	CHECK(got == sizeof alone, "the charts computed alone: %zu bytes", got);
	for (int i = 0; i < 4; i++)
		CHECK(alone[i][2026 - 1960].offset == zones[i].offset,
		      "%s alone: offset %d in 2026, want %d", zones[i].zone,
		      alone[i][2026 - 1960].offset, zones[i].offset);
	pthread_t t[4], w;
	running = 1;
	pthread_create(&w, NULL, watcher, NULL);
	for (int i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, worker, (void *)(long)i);
	for (int i = 0; i < 4; i++) {
		void *bad;
		pthread_join(t[i], &bad);
		CHECK(bad == NULL, "%s from a thread: %ld of %d rounds wrong",
		      zones[i].zone, (long)bad, 2 * YEARS);
	}
	running = 0;
	void *changed;
	pthread_join(w, &changed);
	CHECK(changed == NULL, "the host's TZ was changed while charts were computed (seen %ld times)",
	      (long)changed);

	snapshot(&after);
	CHECK(!strcmp(before.domain, after.domain), "text domain %s, was %s", after.domain, before.domain);
	CHECK(!strcmp(before.language, after.language), "LANGUAGE %s, was %s", after.language, before.language);
	CHECK(!strcmp(before.tz, after.tz), "TZ %s, was %s", after.tz, before.tz);
	CHECK(!strcmp(before.all, after.all), "locale %s, was %s", after.all, before.all);
	CHECK(!strcmp(before.messages, after.messages), "LC_MESSAGES %s, was %s", after.messages, before.messages);
	tzset();
	CHECK(!strcmp(before.tzname0, tzname[0]) && before.tzone == timezone,
	      "the host's zone %s %ld, was %s %ld", tzname[0], timezone, before.tzname0, before.tzone);
	return failed;
}
PROG
san=
readelf -d "$b/libliuren.so.0" | grep -q 'libasan' && san="-fsanitize=address,undefined"
# shellcheck disable=SC2086
if cc -std=c11 -D_DEFAULT_SOURCE $san -pthread -I"$top/include" -o "$tmp/host" "$tmp/host.c" \
	-L"$b" -l:libliuren.so.0 >"$tmp/cc.log" 2>&1; then
	LD_LIBRARY_PATH=$b "$tmp/host" >"$tmp/out" 2>&1
	rc=$?
	pass=$(grep -c '^ok$' "$tmp/out")
	fail=$(grep -c '^FAIL' "$tmp/out")
	grep '^FAIL' "$tmp/out"
	[ $rc = 0 ] || [ "$fail" -gt 0 ] || { fail=1; echo "FAIL the program ended with $rc:"; tail -5 "$tmp/out"; }
else
	cat "$tmp/cc.log"
	fail=1
fi
# the same program over the core's own sources built with
# ThreadSanitizer: the threads share the calendar's caches and nothing
# else, and no data race is found (skipped where the compiler has no
# ThreadSanitizer, except in CI). It compiles the whole core again (~10 s
# of CPU), so it runs under make check-all (LIUREN_CHECK_ALL=1, as CI
# runs it), not in the inner loop of make check.
if [ "${LIUREN_CHECK_ALL:-0}" != 1 ]; then
	echo "host-state: the ThreadSanitizer run is part of make check-all (LIUREN_CHECK_ALL=1)"
elif echo 'int main(void){return 0;}' | cc -x c -fsanitize=thread -o "$tmp/t" - \
	>/dev/null 2>&1 && "$tmp/t" >/dev/null 2>&1; then
	# shellcheck disable=SC2046
	if cc -std=c11 -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 -O1 -g -fsanitize=thread \
		-pthread -I"$top/include" -I"$top/src/core" -I"$b/gen" \
		-DLR_DATADIR="\"$top/res\"" -DLR_LOCALEDIR="\"$b/locale\"" \
		-DLR_OPENCC_LIB='"libopencc.so.1.1"' -o "$tmp/host-tsan" "$tmp/host.c" \
		$(find "$top/src/core" -name '*.c' | sort) -lswe -lm -ldl -lsqlite3 \
		-lunistring >"$tmp/tsan-cc.log" 2>&1; then
		TSAN_OPTIONS="halt_on_error=0 exitcode=0" "$tmp/host-tsan" \
			>"$tmp/tsan-out" 2>"$tmp/tsan-err"
		races=$(grep -c 'WARNING: ThreadSanitizer' "$tmp/tsan-err")
		if [ "$races" = 0 ] && ! grep -q '^FAIL' "$tmp/tsan-out"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL ThreadSanitizer: $races reports, e.g.:"
			grep -A6 'WARNING: ThreadSanitizer' "$tmp/tsan-err" | head -14
		fi
	else
		fail=$((fail + 1))
		echo "FAIL the ThreadSanitizer build:"; tail -5 "$tmp/tsan-cc.log"
	fi
elif [ -n "${LIUREN_CI:-}${CI:-}" ]; then
	fail=$((fail + 1))
	echo "FAIL cc has no ThreadSanitizer (Debian: gcc's libtsan)"
else
	echo "host-state: SKIP the ThreadSanitizer run: cc has no -fsanitize=thread"
fi
echo "host-state: $pass passed, $fail failed"
[ "$fail" = 0 ]
