/* liuren - bench_goals.c: the start-up goals, each beside its figure:
 * the CPU time of `print`, `explain` and `show NAME` as a ratio of
 * `--version` measured in the same run (paired: each round runs every
 * command BATCH times one after the other, so that the machine's load
 * at that moment weighs on all of them alike), `table` of all 8,640
 * charts, every 課體 and 法 over every hour of a year (as find scans:
 * the reading of verdicts only), and the peak
 * resident memory of `print`. Each figure: the median of ROUNDS rounds
 * with min and max, "MISSED" when the median misses its goal.
 * The machine may be shared: the ratios, measured side by side, are the
 * figures to trust; the load average is printed with them.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"
#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/context.h"
#include "liuren/patterns.h"
#include "liuren/reading.h"

enum { ROUNDS = 9, BATCH = 10, YEAR_HOURS = 8760 };

/* Run ARGV once with its output to /dev/null; CPU seconds (user +
 * system) and *RSS_KB its peak resident set, or -1 when it failed. */
static double run_once(char *const argv[], long *rss_kb)
{
	fflush(stdout);		/* nothing of ours for the child to repeat */
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (!freopen("/dev/null", "w", stdout))
			_exit(127);
		execv(argv[0], argv);
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status)
	    || WEXITSTATUS(status) != 0)
		return -1;
	if (rss_kb)
		*rss_kb = ru.ru_maxrss;
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec)
	       + (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}

/* CPU seconds of BATCH runs of ARGV (the clock's tick is coarser than
 * one short run); -1 when one failed. */
static double run_batch(char *const argv[], long *rss_kb)
{
	double sum = 0;
	for (int i = 0; i < BATCH; i++) {
		double s = run_once(argv, rss_kb);
		if (s < 0)
			return -1;
		sum += s;
	}
	return sum;
}

static void print_load(void)
{
	double load[3];
	if (getloadavg(load, 3) == 3)
		printf("goals: load average %.2f %.2f %.2f on %ld processors\n",
		       load[0], load[1], load[2], sysconf(_SC_NPROCESSORS_ONLN));
}

/* every 課體 and 法 on every hour of 2027 (Beijing), the charts and
 * contexts resolved beforehand: the work of `find` over a year */
static struct lr_chart charts[YEAR_HOURS];
static struct lr_context contexts[YEAR_HOURS];

static int prepare_year(void)
{
	struct lr_settings st;
	lr_settings_default(&st);
	int64_t start = lr_days_from_civil(2027, 1, 1) * 86400 - 8 * 3600;
	for (int h = 0; h < YEAR_HOURS; h++) {
		struct lr_moment m;
		struct lr_calendar cal;
		char err[256];
		if (lr_moment_from_utc(&m, "+08:00", start + 3600 * (int64_t)h,
				       LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
				       sizeof err) != 0
		    || lr_calendar_resolve(&cal, &m, &st, err, sizeof err) != 0) {
			fprintf(stderr, "bench_goals: %s\n", err);
			return -1;
		}
		lr_context_init(&contexts[h]);
		lr_context_from_calendar(&contexts[h], &cal, &st);
		struct lr_input in = lr_calendar_input(&cal);
		lr_chart_compute(&charts[h], &in, &st, NULL);
	}
	return 0;
}

static double year_of_detectors(void)
{
	static struct lr_reading reading;
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.have_day = rq.have_hour = rq.have_general = rq.have_stated = true;
	char err[256];
	struct rusage r0, r1;
	getrusage(RUSAGE_SELF, &r0);
	/* as find scans: each hour's chart read for every 課體 and 法
	 * (those that cite a 課體 reading its result), verdicts only, its
	 * calendar's context stated */
	for (int h = 0; h < YEAR_HOURS; h++) {
		rq.input = charts[h].input;
		rq.stated = contexts[h];
		if (lr_reading_make(&reading, &rq, LR_READ_RULES |
				    LR_READ_VERDICTS_ONLY, NULL, err,
				    sizeof err) < 0) {
			fprintf(stderr, "bench_goals: %s\n", err);
			exit(1);
		}
	}
	getrusage(RUSAGE_SELF, &r1);
	return (double)(r1.ru_utime.tv_sec - r0.ru_utime.tv_sec)
	       + (double)(r1.ru_utime.tv_usec - r0.ru_utime.tv_usec) * 1e-6;
}

int main(void)
{
	char prog[PATH_MAX];
	if (bench_program_path(prog, sizeof prog) != 0)
		return 1;
	char *version[] = { prog, "--version", NULL };
	char *print[] = { prog, "print", "--no-config", "--day", "丁卯",
			  "--hour", "丑", "--general", "亥", NULL };
	char *explain[] = { prog, "explain", "--no-config", "--day", "丁卯",
			    "--hour", "丑", "--general", "亥", NULL };
	char *show[] = { prog, "show", "驛馬", NULL };
	char *table[] = { prog, "table", "--no-config", "--tsv", NULL };
	struct { const char *name; char **argv; double goal; } ratio[] = {
		{ "print", print, 1.3 },
		{ "explain", explain, 1.5 },
		{ "show", show, 1.3 },
	};
	enum { NRATIO = sizeof ratio / sizeof ratio[0] };
	double r[NRATIO][ROUNDS], version_ms[ROUNDS], own_ms[NRATIO][ROUNDS];
	double table_ms[ROUNDS], rss_mb[ROUNDS];
	print_load();
	for (int k = 0; k < ROUNDS; k++) {
		double v = run_batch(version, NULL);
		long rss = 0;
		for (int i = 0; i < NRATIO; i++) {
			double c = run_batch(ratio[i].argv, &rss);
			if (v <= 0 || c < 0) {
				fprintf(stderr, "bench_goals: %s failed\n",
					ratio[i].name);
				return 1;
			}
			r[i][k] = c / v;
			own_ms[i][k] = c / BATCH * 1e3;
			if (i == 0)
				rss_mb[k] = rss / 1024.0;
		}
		version_ms[k] = v / BATCH * 1e3;
		double t = run_once(table, NULL);
		if (t < 0) {
			fprintf(stderr, "bench_goals: table failed\n");
			return 1;
		}
		table_ms[k] = t * 1e3;
	}
	int missed = 0;
	bench_report_info("goals", "--version CPU,", bench_summarise(version_ms, ROUNDS), "ms");
	for (int i = 0; i < NRATIO; i++) {
		char what[96];
		snprintf(what, sizeof what, "%s CPU,", ratio[i].name);
		bench_report_info("goals", what, bench_summarise(own_ms[i], ROUNDS), "ms");
		snprintf(what, sizeof what, "%s CPU / --version CPU (paired),",
			 ratio[i].name);
		missed += !bench_report("goals", what, bench_summarise(r[i], ROUNDS),
					"x", ratio[i].goal, true);
	}
	missed += !bench_report("goals", "table --tsv of the 8,640 charts, CPU,",
				bench_summarise(table_ms, ROUNDS), "ms", 15, true);
	missed += !bench_report("goals", "print peak resident memory,",
				bench_summarise(rss_mb, ROUNDS), "MB", 8, true);
	if (prepare_year() != 0)
		return 1;
	double year[ROUNDS];
	for (int k = 0; k < ROUNDS; k++)
		year[k] = year_of_detectors() * 1e3;
	missed += !bench_report("goals", "every 課體 and 法 on the 8,760 hours "
				"of 2027 (find's scan over a year, verdicts only, in process), CPU,",
				bench_summarise(year, ROUNDS), "ms", 100, true);
	print_load();
	printf("goals: %d of 6 missed\n", missed);
	return 0;
}
