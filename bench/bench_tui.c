/* liuren - bench_tui.c: how fast the chart browser starts and redraws.
 * Runs the browser headless (curses on /dev/null, so terminal speed is
 * not part of the figure): the time from start to the first frame, and
 * the time to handle and redraw one key, over a mix of stepping (hour,
 * day, week, month, year), selection and commentary, teaching, help,
 * atlas and compare keys at 80x24 and 200x60, browsing the current
 * moment (so the calendar is part of it), with the slowest key named.
 * Goals: start under 50 ms, each key under 5 ms. The first start loads
 * res/ (神煞 and 課體 texts), later ones in the same process do not: the
 * max is the figure a user sees. f (search a year for a 課體) is timed
 * apart: it is a search, not a redraw.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tui/tui.h"

static double
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static void
report(const char *what, double *v, int n, double goal)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	double sum = 0;
	for (int i = 0; i < n; i++)
		sum += v[i];
	printf("bench_tui: %-22s n=%-5d median %.3f ms  min %.3f ms  p99 %.3f ms  "
	       "max %.3f ms  mean %.3f ms  (goal < %.0f ms)%s\n", what, n, v[n / 2],
	       v[0], v[n * 99 / 100], v[n - 1], sum / n, goal,
	       v[n / 2] < goal ? "" : "  MISSED");
}

int
main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	char *argv[] = { "liuren", "--no-config", NULL };
	char err[256];
	enum { STARTS = 40 };
	static double start[STARTS];
	for (int i = 0; i < STARTS; i++) {
		double t0 = now_ms();
		struct tui_headless *h = tui_headless_open(2, argv, 80, 24,
							   err, sizeof err);
		start[i] = now_ms() - t0;
		if (!h) {
			fprintf(stderr, "bench_tui: %s\n", err);
			return 1;
		}
		tui_headless_close(h);
	}
	report("start to first frame", start, STARTS, 50);

	/* t T d D m M, teaching through, help paging, atlas paging,
	 * compare schools; the chart follows the moment (now) */
	const int script[] = {
		't', 't', 'T', 'd', 'D', 'm', 'M', 'd', 'd', 't',
		'w', 'W', 'o', 'O', 'y', 'Y',
		'\t', 'j', 'j', '\r', TUI_KEY_FN | 0522, 'k', '\t', 'j', '\r',
		'/', 0x5929, '\r', 27, '\t', 'l', 'j', '\r',
		'e', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ',
		' ', ' ', ' ', ' ', ' ', 'e',
		'?', ' ', ' ', 'q',
		'a', 'j', 'j', ' ', ' ', 'f', 'f', 'v', 'v', 'V', 'j', '\r',
		's', ']', ']', 't', 's',
		'T', 'D', 'M'
	};
	enum { NKEYS = sizeof script / sizeof script[0], ROUNDS = 20 };
	const int sizes[2][2] = { { 80, 24 }, { 200, 60 } };
	for (int s = 0; s < 2; s++) {
		static double keys[NKEYS * ROUNDS];
		int n = 0;
		struct tui_headless *h = tui_headless_open(2, argv, sizes[s][0],
							   sizes[s][1], err,
							   sizeof err);
		if (!h) {
			fprintf(stderr, "bench_tui: %s\n", err);
			return 1;
		}
		double worst = 0;
		int worst_key = 0;
		for (int r = 0; r < ROUNDS; r++)
			for (int k = 0; k < NKEYS; k++) {
				double t0 = now_ms();
				tui_headless_key(h, script[k]);
				keys[n++] = now_ms() - t0;
				if (keys[n - 1] > worst) {
					worst = keys[n - 1];
					worst_key = script[k];
				}
			}
		tui_headless_close(h);
		char what[64];
		snprintf(what, sizeof what, "key+redraw %dx%d", sizes[s][0],
			 sizes[s][1]);
		report(what, keys, n, 5);
		printf("bench_tui: slowest key %s%#x (%.3f ms)\n",
		       worst_key & TUI_KEY_FN ? "function key " : "",
		       (unsigned)(worst_key & ~TUI_KEY_FN), worst);
	}
	/* f and F: the next and previous moment the first 課體 fires */
	enum { SEARCHES = 10 };
	static double search[SEARCHES];
	struct tui_headless *h = tui_headless_open(2, argv, 80, 24, err,
						   sizeof err);
	if (!h) {
		fprintf(stderr, "bench_tui: %s\n", err);
		return 1;
	}
	tui_headless_key(h, '\t');
	for (int i = 0; i < SEARCHES; i++) {
		double t0 = now_ms();
		tui_headless_key(h, i % 2 ? 'F' : 'f');
		search[i] = now_ms() - t0;
	}
	printf("bench_tui: last search: %s\n", tui_headless_status(h));
	tui_headless_close(h);
	report("f/F search", search, SEARCHES, 1000);
	return 0;
}
