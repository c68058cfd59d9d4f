/* liuren - bench_casebook.c: how fast the casebook answers at 100,000
 * cases, as a user sees it (wall time of the program, from start to the
 * answer). Generates a casebook of 100,000 cases in a temporary
 * directory (questions, notes, tags and 課體 varied), then runs the
 * program, each figure the median of 7 runs with the min and max beside
 * it, and the goal beside the figure:
 *   case add                        20 ms (one case written and sealed;
 *                                   no whole-file check on a write)
 *   case list, its first screen     50 ms (the first 24 lines, as
 *                                   `case list | head -24`: cases are
 *                                   streamed as they are read)
 *   case stats                     300 ms (the counts kept as cases
 *                                   change)
 *   case list --search            50 ms (from the search index, for a
 *                                   search of 1, 2, 3 and 6 characters;
 *                                   the first screen when there are more)
 *   case check                     shown only: it reads every page and
 *                                   every case
 * `liuren --version` is timed too: the floor the machine's load puts
 * under every figure. `case add` (synchronous=FULL: a case whose add
 * returned survives a power cut) waits for its fdatasyncs; on a shared
 * disk these waits are most of the gap between the wall and the CPU
 * figure, shown as "waiting". Last, `case import` of the 100,000 cases'
 * export into a new casebook and again (all the same), with the peak
 * memory of each (goal: under 100 MB, flat in the number of cases).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"
#include "liuren/casebook.h"

enum { SCREEN = 24 };

/* 100,000 cases; LIUREN_BENCH_CASES=N for fewer while trying a change
 * (the goals are for 100,000). */
static int CASES = 100000;

/* Run ARGV with its output through a pipe; the wall time in ms until
 * it ended, or until it wrote LINES lines when LINES > 0 (then the pipe
 * is closed, as by `head`); -1 when it failed. *CPU: its CPU time in ms. */
static double run_until(char *const argv[], long lines, double *cpu)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	double t0 = bench_now();
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		int null = open("/dev/null", O_WRONLY);
		dup2(null, 2);
		execv(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	char buf[65536];
	ssize_t got;
	long seen = 0;
	double at = -1;
	while ((got = read(fd[0], buf, sizeof buf)) > 0) {
		for (ssize_t i = 0; i < got; i++)
			seen += buf[i] == '\n';
		if (lines > 0 && seen >= lines) {
			at = (bench_now() - t0) * 1e3;
			break;
		}
	}
	close(fd[0]);
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) != pid)
		return -1;
	*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
	if (at >= 0)	/* ended by the closed pipe, as under head */
		return at;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 && seen >= 1
	       ? (bench_now() - t0) * 1e3 : -1;
}

/* Measure ARGV BENCH_RUNS times; print the figure beside GOAL (0: none).
 * Returns 0, or 1 when it could not run (a goal missed is printed, and
 * make bench goes on). */
static int measure(const char *what, char *const argv[], long lines,
		   double goal)
{
	double t[BENCH_RUNS], cpu[BENCH_RUNS], wait[BENCH_RUNS];
	for (int i = 0; i < BENCH_RUNS; i++) {
		if ((t[i] = run_until(argv, lines, &cpu[i])) < 0) {
			fprintf(stderr, "bench_casebook: %s failed\n", what);
			return 1;
		}
		wait[i] = t[i] > cpu[i] ? t[i] - cpu[i] : 0;
	}
	struct bench_figure f = bench_summarise(t, BENCH_RUNS);
	struct bench_figure c = bench_summarise(cpu, BENCH_RUNS);
	struct bench_figure w = bench_summarise(wait, BENCH_RUNS);
	if (goal > 0)
		bench_report("bench_casebook", what, f, "ms", goal, true);
	else
		bench_report_info("bench_casebook", what, f, "ms");
	printf("bench_casebook:   cpu median %.1f ms, waiting (wall - cpu) "
	       "median %.1f ms\n", c.median, w.median);
	return 0;
}

/* Run ARGV with its output to OUT (NULL: /dev/null); the wall time in
 * ms, or -1; *PEAK gets the child's peak resident size in MB. */
static double run_peak(char *const argv[], const char *out, double *peak)
{
	double t0 = bench_now();
	pid_t pid = fork();
	if (pid == 0) {
		int fd = open(out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC,
			      0600);
		dup2(fd, 1);
		execv(argv[0], argv);
		_exit(127);
	}
	int st;
	struct rusage ru;
	if (pid < 0 || wait4(pid, &st, 0, &ru) != pid)
		return -1;
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fprintf(stderr, "bench_casebook: %s %s: %s %d\n", argv[1], argv[2],
			WIFEXITED(st) ? "exit status" : "signal",
			WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st));
		return -1;
	}
	*peak = (double)ru.ru_maxrss / 1024.0;	/* kilobytes on Linux */
	return (bench_now() - t0) * 1e3;
}

/* `case import` of the whole casebook's export into a new casebook, then
 * again into the same one (every case the same): the peak memory of
 * each must not grow with the number of cases (goal: under 100 MB). */
static int measure_import(char *prog, const char *dir, char *path)
{
	char json[4200], into[4200];
	snprintf(json, sizeof json, "%s/export.json", dir);
	snprintf(into, sizeof into, "%s/imported.sqlite", dir);
	char *export[] = { prog, "case", "export", "--no-config", "--casebook",
			   path, NULL };
	char *import[] = { prog, "case", "import", "--no-config", json,
			   "--casebook", into, NULL };
	double peak, t;
	if ((t = run_peak(export, json, &peak)) < 0) {
		fprintf(stderr, "bench_casebook: case export failed\n");
		return 1;
	}
	printf("bench_casebook: case export of %d cases  wall %.0f ms  peak "
	       "memory %.1f MB\n", CASES, t, peak);
	struct stat st;
	double mb = stat(json, &st) == 0 ? (double)st.st_size / 1048576.0 : 0;
	for (int pass = 0; pass < 2; pass++) {
		if ((t = run_peak(import, NULL, &peak)) < 0) {
			fprintf(stderr, "bench_casebook: case import failed\n");
			return 1;
		}
		printf("bench_casebook: case import of %d cases (%.0f MB)%s  wall "
		       "%.0f ms  peak memory %.1f MB; goal < 100 MB%s\n", CASES,
		       mb, pass ? ", all the same (after a backup)" : "", t, peak,
		       peak < 100 ? "" : "  MISSED");
	}
	return 0;
}

static const char *const topics[] = {
	"升遷", "婚姻", "疾病", "訴訟", "財運", "行人何時歸", "失物", "出行",
	"考試", "買屋", "合夥", "求醫",
};
static const char *const tags[] = { "官", "婚", "病", "訟", "財", "行人",
				    "失物" };
static const char *const patterns[] = { "元首", "重審", "知一", "涉害",
					"遙克", "昴星", "別責", "八專" };

int main(void)
{
	if (getenv("LIUREN_BENCH_CASES") && atoi(getenv("LIUREN_BENCH_CASES")) > 0)
		CASES = atoi(getenv("LIUREN_BENCH_CASES"));
	char prog[4096], dir[] = "/tmp/liuren-bench-casebook-XXXXXX", path[4200];
	if (bench_program_path(prog, sizeof prog) < 0 || !mkdtemp(dir)) {
		fprintf(stderr, "bench_casebook: no program or no temporary "
			"directory\n");
		return 1;
	}
	snprintf(path, sizeof path, "%s/cases.sqlite", dir);
	char err[8192];
	struct lr_casebook *cb;
	double t0 = bench_now();
	if (lr_casebook_open(path, true, false, &cb, err, sizeof err) != LR_CASEBOOK_OK ||
	    lr_casebook_batch_begin(cb, err, sizeof err) != LR_CASEBOOK_OK) {
		fprintf(stderr, "bench_casebook: %s\n", err);
		return 1;
	}
	unsigned seed = 12345;
	for (int i = 0; i < CASES; i++) {
		struct lr_case c;
		char q[256], notes[512];
		seed = seed * 1103515245u + 12345u;
		const char *topic = topics[(seed >> 8) % 12];
		snprintf(q, sizeof q, "問%s之事，第%d案，%s如何", topic, i,
			 (seed >> 4) % 3 ? "結果" : "吉凶");
		snprintf(notes, sizeof notes, "來人神色%s，所問在%s。案%d附記。%s",
			 (seed >> 12) % 2 ? "憂急" : "平和", topic, i,
			 i == 4217 ? "罕聞" : "");
		lr_case_init(&c);
		c.kind = LR_CASE_PILLARS;
		lr_case_set(&c.day, "丙辰");
		lr_case_set(&c.hour, "寅");
		lr_case_set(&c.general, "未");
		lr_case_set(&c.settings, "noble-table=common");
		lr_case_set(&c.question, q);
		lr_case_set(&c.notes, notes);
		lr_case_set(&c.title, "丙辰日 寅時 未將");
		lr_case_set(&c.fingerprint, "generated");
		lr_case_add_tag(&c, tags[(seed >> 16) % 7]);
		lr_case_add_pattern(&c, patterns[(seed >> 20) % 8]);
		lr_case_add_pattern(&c, (seed >> 24) % 2 ? "斬關" : "六儀");
		if ((seed >> 6) % 4 == 0)
			c.verdict = (seed >> 7) % 2 ? LR_VERDICT_RIGHT
						    : LR_VERDICT_WRONG;
		c.created = c.updated = c.asked = 1700000000 + (int64_t)i * 3600;
		int rc = lr_casebook_add(cb, &c, err, sizeof err);
		lr_case_clear(&c);
		if (rc != LR_CASEBOOK_OK) {
			fprintf(stderr, "bench_casebook: %s\n", err);
			return 1;
		}
	}
	if (lr_casebook_batch_end(cb, true, err, sizeof err) != LR_CASEBOOK_OK) {
		fprintf(stderr, "bench_casebook: %s\n", err);
		return 1;
	}
	lr_casebook_close(cb);
	struct stat st;
	printf("bench_casebook: generated %d cases in %.0f ms (%.0f MB)\n", CASES,
	       (bench_now() - t0) * 1e3,
	       stat(path, &st) == 0 ? (double)st.st_size / 1048576.0 : 0);

	char *version[] = { prog, "--version", NULL };
	char *add[] = { prog, "case", "add", "--no-config", "--day", "丙辰",
			"--hour", "寅", "--general", "未", "--question",
			"問升遷可成否", "--tag", "官", "--casebook", path, NULL };
	char *list[] = { prog, "case", "list", "--no-config", "--casebook", path,
			 NULL };
	char *stats[] = { prog, "case", "stats", "--no-config", "--casebook",
			  path, NULL };
	char *one[] = { prog, "case", "list", "--no-config", "--search", "罕",
			"--casebook", path, NULL };
	char *two[] = { prog, "case", "list", "--no-config", "--search", "罕聞",
			"--casebook", path, NULL };
	char *two_many[] = { prog, "case", "list", "--no-config", "--search",
			     "憂急", "--casebook", path, NULL };
	char *three[] = { prog, "case", "list", "--no-config", "--search",
			  "第4217案", "--casebook", path, NULL };
	char *six[] = { prog, "case", "list", "--no-config", "--search",
			"行人何時歸", "--casebook", path, NULL };
	char *check[] = { prog, "case", "check", "--no-config", "--casebook",
			  path, NULL };
	int bad = measure("liuren --version (start-up floor)", version, 0, 0) ||
		  measure("case add", add, 0, 20) ||
		  measure("case list, first screen (24 lines)", list, SCREEN, 50) ||
		  measure("case list, all 100,000", list, 0, 0) ||
		  measure("case stats", stats, 0, 300) ||
		  measure("case list --search 罕 (1 char, 1 hit)", one, SCREEN, 50) ||
		  measure("case list --search 罕聞 (2 chars, 1 hit)", two, SCREEN, 50) ||
		  measure("… --search 憂急 (~50k hits, first screen)", two_many,
			  SCREEN, 50) ||
		  measure("… --search 第4217案 (5 chars, 1 hit)", three, SCREEN, 50) ||
		  measure("… --search 行人何時歸 (~8k hits, first screen)", six,
			  SCREEN, 50) ||
		  measure("case check (every page and case)", check, 0, 0);
	if (!bad)
		bad = measure_import(prog, dir, path);
	char cmd[4300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		bad = 1;
	return bad;
}
