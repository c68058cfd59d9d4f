/* liuren - check_casebook.c: the casebook's SQLite file (round trips of
 * any text, filters, search, edits, refusal of foreign, damaged and newer
 * files without touching them, two writers at once), reading an export
 * back, and the book's worked charts against the seed charts. Every test
 * works in its own temporary directory.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "liuren/bookcases.h"
#include "liuren/casebook.h"
#include "liuren/casebook_json.h"
#include "liuren/chart.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"
#include "liuren/resource.h"

static char dir[] = "/tmp/liuren-casebook-XXXXXX";
static char path[300];
static char err[8192];

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-casebook-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/cases.sqlite", dir);
}

static void teardown(void)
{
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static struct lr_casebook *open_ok(void)
{
	struct lr_casebook *cb;
	int rc = lr_casebook_open(path, true, false, &cb, err, sizeof err);
	ck_assert_msg(rc == LR_CASEBOOK_OK, "%s", err);
	return cb;
}

/* A case of kind pillars with QUESTION and the given tags. */
static void make_case(struct lr_case *c, const char *question, const char *tag)
{
	lr_case_init(c);
	c->kind = LR_CASE_PILLARS;
	lr_case_set(&c->day, "丙辰");
	lr_case_set(&c->hour, "寅");
	lr_case_set(&c->general, "未");
	lr_case_set(&c->settings, "shehai=depth");
	lr_case_set(&c->question, question);
	lr_case_set(&c->title, "丙辰日 寅時 未將");
	lr_case_set(&c->fingerprint, "fp");
	if (tag)
		lr_case_add_tag(c, tag);
	lr_case_add_pattern(c, "重審");
	lr_case_add_pattern(c, "六儀");
}

static int64_t add(struct lr_casebook *cb, const char *question, const char *tag)
{
	struct lr_case c;
	make_case(&c, question, tag);
	int rc = lr_casebook_add(cb, &c, err, sizeof err);
	ck_assert_msg(rc == LR_CASEBOOK_OK, "%s", err);
	int64_t id = c.id;
	lr_case_clear(&c);
	return id;
}

/* The whole file, to see that a refused file is left as it was. */
static char *slurp(const char *p, size_t *len)
{
	FILE *f = fopen(p, "rb");
	ck_assert_ptr_nonnull(f);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t)n + 1);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	*len = (size_t)n;
	return buf;
}

static void write_bytes(const char *p, const void *data, size_t len)
{
	FILE *f = fopen(p, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(data, 1, len, f), len);
	fclose(f);
}

static int count_each(const struct lr_case *c, void *arg)
{
	(void)c;
	(*(int *)arg)++;
	return 0;
}

/* Opening PATH is refused and leaves the file byte for byte as it was. */
static void assert_refused_unchanged(const char *expect)
{
	size_t before_len, after_len;
	char *before = slurp(path, &before_len);
	struct lr_casebook *cb;
	int rc = lr_casebook_open(path, true, false, &cb, err, sizeof err);
	if (rc == LR_CASEBOOK_OK) {
		/* some damage shows only when the pages are read */
		struct lr_case_filter f = { 0 };
		int n = 0;
		rc = lr_casebook_query(cb, &f, count_each, &n, err, sizeof err);
		lr_casebook_close(cb);
	}
	ck_assert_int_eq(rc, LR_CASEBOOK_REFUSED);
	ck_assert_msg(strstr(err, expect), "message: %s", err);
	ck_assert_ptr_null(strchr(err, '\n'));
	char *after = slurp(path, &after_len);
	ck_assert_uint_eq(before_len, after_len);
	ck_assert(memcmp(before, after, before_len) == 0);
	free(before);
	free(after);
}

/* A case that may not be stored is refused whole, with the reason. */
/* The config's "casebook = FILE" line, from the file or from its text
 * read already: the last such line, "~/" as $HOME, comments and other
 * keys passed by; none in a text without it or a missing file. */
START_TEST(test_config_casebook_line)
{
	char buf[300], why[300];
	setenv("HOME", "/home/u", 1);
	static const char text[] = "# casebook = commented.sqlite\n"
		"shehai = depth\ncasebook = ~/first.sqlite\n"
		"  casebook\t=  /b/second.sqlite  # the one used\n";
	ck_assert_int_eq(lr_casebook_config_value("cfg", text, strlen(text),
						  buf, sizeof buf, why,
						  sizeof why), 1);
	ck_assert_str_eq(buf, "/b/second.sqlite");
	/* the first LEN bytes only: up to the first casebook line */
	size_t first = (size_t)(strstr(text, "  casebook") - text);
	ck_assert_int_eq(lr_casebook_config_value("cfg", text, first, buf,
						  sizeof buf, why, sizeof why), 1);
	ck_assert_str_eq(buf, "/home/u/first.sqlite");
	ck_assert_int_eq(lr_casebook_config_value("cfg", text, 30, buf,
						  sizeof buf, why, sizeof why), 0);
	ck_assert_int_eq(lr_casebook_config_value("cfg", text, strlen(text),
						  buf, 8, why, sizeof why), -1);
	ck_assert_str_eq(why, "cfg: casebook path too long");
	/* the file, read by the same rules */
	char conf[300];
	snprintf(conf, sizeof conf, "%s/config", dir);
	FILE *f = fopen(conf, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	ck_assert_int_eq(lr_casebook_config_path(conf, buf, sizeof buf, why,
						 sizeof why), 1);
	ck_assert_str_eq(buf, "/b/second.sqlite");
	remove(conf);
	ck_assert_int_eq(lr_casebook_config_path(conf, buf, sizeof buf, why,
						 sizeof why), 0);
}
END_TEST

START_TEST(test_check_refuses)
{
	struct lr_casebook *cb = open_ok();
	const struct { const char *question, *notation, *tag, *why; } bad[] = {
		{ "a\xff", NULL, NULL, "'question' is not UTF-8" },
		{ "a\xed\xa0\x80", NULL, NULL, "'question' is not UTF-8" },
		{ "ok", "--help", NULL, "'notation' cannot begin with '-'" },
		{ "ok", "--config=/x", NULL, "'notation' cannot begin with '-'" },
		{ "", NULL, NULL, "question cannot be empty" },
		{ " \n\t", NULL, NULL, "question cannot be empty" },
		{ "ok", NULL, "\xc0\xaf", "UTF-8" },
		{ "ok", NULL, "a\xc2\x9b", "control" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct lr_case c;
		make_case(&c, bad[i].question, NULL);
		if (bad[i].notation) {
			c.kind = LR_CASE_NOTATION;
			lr_case_set(&c.notation, bad[i].notation);
		}
		if (bad[i].tag)
			lr_case_add_tag(&c, bad[i].tag);
		ck_assert_int_eq(lr_casebook_add(cb, &c, err, sizeof err),
				 LR_CASEBOOK_REFUSED);
		ck_assert_msg(strstr(err, bad[i].why), "%zu: %s", i, err);
		enum lr_import_result r;
		lr_case_set(&c.uid, "0123456789abcdef0123456789abcdef");
		ck_assert_int_eq(lr_casebook_import(cb, &c, &r, err, sizeof err),
				 LR_CASEBOOK_REFUSED);
		lr_case_clear(&c);
	}
	int n = 0;
	struct lr_case_filter f = { 0 };
	ck_assert_int_eq(lr_casebook_query(cb, &f, count_each, &n, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(n, 0);
	lr_casebook_close(cb);
}
END_TEST

START_TEST(test_round_trip_any_text)
{
	struct lr_casebook *cb = open_ok();
	/* quotes, SQL, every ASCII byte but NUL, C1 controls, and a
	 * megabyte of notes */
	char junk[256];
	for (int i = 1; i < 128; i++)
		junk[i - 1] = (char)i;
	strcpy(junk + 127, "\xc2\x85\xc2\x9b端");
	size_t big = 1 << 20;
	char *notes = malloc(big + 1);
	static const char pattern[] = "甲乙'\"; DROP TABLE cases;--\\%_\n\x01\xc2\x9b";
	for (size_t i = 0; i < big; i++)
		notes[i] = pattern[i % (sizeof pattern - 1)];
	notes[big - big % (sizeof pattern - 1)] = '\0';	/* whole characters */
	struct lr_case c, back;
	make_case(&c, "He said \"it's\" -- '); DROP TABLE cases; --", "官");
	lr_case_set(&c.judgment, junk);
	lr_case_set(&c.notes, notes);
	lr_case_set(&c.outcome, "%_\\ 'x' \"y\"");
	lr_case_add_tag(&c, "財");
	c.verdict = LR_VERDICT_WRONG;
	ck_assert_int_eq(lr_casebook_add(cb, &c, err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_int_eq(lr_casebook_get(cb, c.id, &back, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_str_eq(back.question, c.question);
	ck_assert_str_eq(back.judgment, junk);
	ck_assert_str_eq(back.notes, notes);
	ck_assert_str_eq(back.outcome, c.outcome);
	ck_assert_str_eq(back.uid, c.uid);
	ck_assert_int_eq(back.verdict, LR_VERDICT_WRONG);
	ck_assert_int_eq(back.ntags, 2);
	/* the whole megabyte is searchable */
	struct lr_case_filter f = { .search = "DROP TABLE" };
	int n = 0;
	ck_assert_int_eq(lr_casebook_query(cb, &f, count_each, &n, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(n, 1);
	ck_assert_str_eq(back.tags[0], "官");	/* kept in byte order */
	ck_assert_str_eq(back.tags[1], "財");
	ck_assert_int_eq(back.npatterns, 2);
	ck_assert_str_eq(back.patterns[0], "重審");	/* kept in given order */
	ck_assert_str_eq(back.patterns[1], "六儀");
	ck_assert_ptr_null(back.moment);
	ck_assert_str_eq(back.day, "丙辰");
	lr_case_clear(&back);
	lr_case_clear(&c);
	free(notes);
	lr_casebook_close(cb);
}
END_TEST

static int count(struct lr_casebook *cb, const struct lr_case_filter *f)
{
	int n = 0;
	int rc = lr_casebook_query(cb, f, count_each, &n, err, sizeof err);
	ck_assert_msg(rc == LR_CASEBOOK_OK, "%s", err);
	return n;
}

START_TEST(test_filters_and_search)
{
	struct lr_casebook *cb = open_ok();
	ck_assert(lr_casebook_has_fts(cb));
	int64_t a = add(cb, "問升遷可成否", "官");
	int64_t b = add(cb, "問婚事 100% 成", "婚");
	add(cb, "失物何在", NULL);
	struct lr_case_filter f = { 0 };
	ck_assert_int_eq(count(cb, &f), 3);
	f.tag = "官";
	ck_assert_int_eq(count(cb, &f), 1);
	f.tag = NULL;
	f.pattern = "六儀";
	ck_assert_int_eq(count(cb, &f), 3);
	f.pattern = "元首";
	ck_assert_int_eq(count(cb, &f), 0);
	f.pattern = NULL;
	f.search = "升遷可";		/* FTS5, three characters */
	ck_assert_int_eq(count(cb, &f), 1);
	f.search = "問";		/* one character: the index too */
	ck_assert_int_eq(count(cb, &f), 2);
	f.search = "0%";		/* LIKE metacharacters are literal */
	ck_assert_int_eq(count(cb, &f), 1);
	f.search = "\"; OR 1=1";	/* FTS syntax is literal too */
	ck_assert_int_eq(count(cb, &f), 0);
	f.search = "NEAR(a b)";
	ck_assert_int_eq(count(cb, &f), 0);
	/* edits are searchable and removals leave the index */
	ck_assert_int_eq(lr_casebook_set_text(cb, b, LR_FIELD_JUDGMENT, "必成無疑",
					      err, sizeof err), LR_CASEBOOK_OK);
	f.search = "成無疑";
	ck_assert_int_eq(count(cb, &f), 1);
	ck_assert_int_eq(lr_casebook_remove(cb, b, err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_int_eq(count(cb, &f), 0);
	ck_assert_int_eq(lr_casebook_remove(cb, b, err, sizeof err),
			 LR_CASEBOOK_MISSING);
	/* time span on asked */
	struct lr_case c;
	ck_assert_int_eq(lr_casebook_get(cb, a, &c, err, sizeof err), LR_CASEBOOK_OK);
	struct lr_case_filter span = { .has_from = true, .from = c.asked,
				       .has_to = true, .to = c.asked + 1 };
	ck_assert_int_ge(count(cb, &span), 1);
	span.from = c.asked + 100000;
	span.to = c.asked + 200000;
	ck_assert_int_eq(count(cb, &span), 0);
	lr_case_clear(&c);
	/* verdicts and stats */
	ck_assert_int_eq(lr_casebook_set_verdict(cb, a, LR_VERDICT_RIGHT, err,
						 sizeof err), LR_CASEBOOK_OK);
	ck_assert_int_eq(lr_casebook_set_verdict(cb, 999, LR_VERDICT_RIGHT, err,
						 sizeof err), LR_CASEBOOK_MISSING);
	lr_casebook_close(cb);
}
END_TEST

struct stats_seen { int liuyi_cases, liuyi_right, guan_cases; };

static void stats_each(const struct lr_case_count *row, void *arg)
{
	struct stats_seen *s = arg;
	if (row->kind == 'p' && !strcmp(row->name, "六儀")) {
		s->liuyi_cases = row->cases;
		s->liuyi_right = row->right;
	}
	if (row->kind == 't' && !strcmp(row->name, "官"))
		s->guan_cases = row->cases;
}

START_TEST(test_stats)
{
	struct lr_casebook *cb = open_ok();
	int64_t a = add(cb, "一", "官");
	int64_t b = add(cb, "二", "官");
	add(cb, "三", NULL);
	lr_casebook_set_verdict(cb, a, LR_VERDICT_RIGHT, err, sizeof err);
	lr_casebook_set_verdict(cb, b, LR_VERDICT_WRONG, err, sizeof err);
	struct stats_seen s = { 0 };
	int total = 0, marked = 0;
	ck_assert_int_eq(lr_casebook_stats(cb, stats_each, &s, &total, &marked,
					   err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_int_eq(total, 3);
	ck_assert_int_eq(marked, 2);
	ck_assert_int_eq(s.liuyi_cases, 3);
	ck_assert_int_eq(s.liuyi_right, 1);
	ck_assert_int_eq(s.guan_cases, 2);
	lr_casebook_close(cb);
}
END_TEST

START_TEST(test_schema_and_reopen)
{
	struct lr_casebook *cb = open_ok();
	add(cb, "一", NULL);
	lr_casebook_close(cb);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	sqlite3_stmt *s;
	sqlite3_prepare_v2(db, "SELECT (SELECT application_id FROM "
			   "pragma_application_id), (SELECT user_version FROM "
			   "pragma_user_version), (SELECT journal_mode FROM "
			   "pragma_journal_mode)", -1, &s, NULL);
	ck_assert_int_eq(sqlite3_step(s), SQLITE_ROW);
	ck_assert_int_eq(sqlite3_column_int(s, 0), (int)LR_CASEBOOK_APP_ID);
	ck_assert_int_eq(sqlite3_column_int(s, 1), LR_CASEBOOK_SCHEMA);
	ck_assert_str_eq((const char *)sqlite3_column_text(s, 2), "wal");
	sqlite3_finalize(s);
	sqlite3_close(db);
	/* reopening keeps everything; a missing file is not made unasked */
	cb = open_ok();
	struct lr_case_filter f = { 0 };
	ck_assert_int_eq(count(cb, &f), 1);
	lr_casebook_close(cb);
	char other[400];
	snprintf(other, sizeof other, "%s/none.sqlite", dir);
	ck_assert_int_eq(lr_casebook_open(other, false, false, &cb, err, sizeof err),
			 LR_CASEBOOK_MISSING);
	ck_assert_int_ne(access(other, F_OK), 0);
	/* an empty file (a first open killed before its schema) starts a
	 * casebook */
	write_bytes(path, "", 0);
	cb = open_ok();
	ck_assert_int_eq(count(cb, &f), 0);
	lr_casebook_close(cb);
}
END_TEST

START_TEST(test_refuses_foreign_files)
{
	/* text */
	write_bytes(path, "hello\n", 6);
	assert_refused_unchanged("not an SQLite database");
	/* 200 bytes of junk */
	char junk[200];
	for (int i = 0; i < 200; i++)
		junk[i] = (char)(i * 37 + 11);
	write_bytes(path, junk, sizeof junk);
	assert_refused_unchanged("not an SQLite database");
	/* another program's SQLite database, with and without an id */
	sqlite3 *db;
	unlink(path);
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "CREATE TABLE t (x); INSERT INTO t "
				      "VALUES (1)", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	assert_refused_unchanged("another program");
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	sqlite3_exec(db, "PRAGMA application_id = 1234", NULL, NULL, NULL);
	sqlite3_close(db);
	assert_refused_unchanged("another program");
}
END_TEST

START_TEST(test_refuses_newer_schema)
{
	struct lr_casebook *cb = open_ok();
	add(cb, "一", NULL);
	lr_casebook_close(cb);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "PRAGMA user_version = 7", NULL, NULL,
				      NULL), SQLITE_OK);
	sqlite3_close(db);
	assert_refused_unchanged("does not know");
}
END_TEST

START_TEST(test_refuses_damaged_file)
{
	struct lr_casebook *cb = open_ok();
	char q[64];
	for (int i = 0; i < 400; i++) {
		snprintf(q, sizeof q, "問題 %d", i);
		add(cb, q, "官");
	}
	lr_casebook_close(cb);
	size_t len;
	char *data = slurp(path, &len);
	ck_assert_uint_gt(len, 16384);
	/* junk over the pages after the first two */
	for (size_t i = 8192; i < len; i++)
		data[i] = (char)(i * 131 + 7);
	write_bytes(path, data, len);
	free(data);
	assert_refused_unchanged("damaged");
}
END_TEST

/* Two processes add cases at once: each add succeeds (the busy timeout
 * waits for the other) or fails with the busy message; the file stays
 * sound and holds exactly the cases whose add succeeded. */
START_TEST(test_two_writers)
{
	struct lr_casebook *cb = open_ok();
	lr_casebook_close(cb);
	enum { PER_CHILD = 60 };
	pid_t kids[2];
	for (int k = 0; k < 2; k++) {
		kids[k] = fork();
		ck_assert_int_ge(kids[k], 0);
		if (kids[k] == 0) {
			struct lr_casebook *mine;
			if (lr_casebook_open(path, true, false, &mine, err,
					     sizeof err) != LR_CASEBOOK_OK)
				_exit(100);
			int ok = 0;
			for (int i = 0; i < PER_CHILD; i++) {
				struct lr_case c;
				make_case(&c, k ? "child one" : "child zero", NULL);
				int rc = lr_casebook_add(mine, &c, err, sizeof err);
				lr_case_clear(&c);
				if (rc == LR_CASEBOOK_OK)
					ok++;
				else if (!strstr(err, "busy"))
					_exit(101);
			}
			lr_casebook_close(mine);
			_exit(ok);
		}
	}
	int total = 0;
	for (int k = 0; k < 2; k++) {
		int st;
		ck_assert_int_eq(waitpid(kids[k], &st, 0), kids[k]);
		ck_assert(WIFEXITED(st));
		ck_assert_int_le(WEXITSTATUS(st), PER_CHILD);
		total += WEXITSTATUS(st);
	}
	ck_assert_int_eq(total, 2 * PER_CHILD);	/* 5 s is plenty here */
	cb = open_ok();
	struct lr_case_filter f = { 0 };
	ck_assert_int_eq(count(cb, &f), total);
	lr_casebook_close(cb);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	sqlite3_stmt *s;
	sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &s, NULL);
	ck_assert_int_eq(sqlite3_step(s), SQLITE_ROW);
	ck_assert_str_eq((const char *)sqlite3_column_text(s, 0), "ok");
	sqlite3_finalize(s);
	sqlite3_close(db);
}
END_TEST

START_TEST(test_import_keeps_uid_and_reports_duplicates)
{
	struct lr_casebook *cb = open_ok();
	struct lr_case c;
	make_case(&c, "一", NULL);
	lr_case_set(&c.uid, "0123456789abcdef0123456789abcdef");
	c.id = 42;
	c.created = 1000;
	c.updated = 2000;
	c.asked = 500;
	enum lr_import_result r;
	ck_assert_int_eq(lr_casebook_import(cb, &c, &r, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(r, LR_IMPORT_ADDED);
	ck_assert_int_eq(c.id, 42);	/* a number never given here */
	c.id = 42;
	ck_assert_int_eq(lr_casebook_import(cb, &c, &r, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(r, LR_IMPORT_SAME);
	/* the same uid with other texts and no history: both kept */
	lr_case_set(&c.question, "changed");
	ck_assert_int_eq(lr_casebook_import(cb, &c, &r, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(r, LR_IMPORT_CONFLICT);
	lr_case_clear(&c);
	ck_assert_int_eq(lr_casebook_get(cb, 42, &c, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_str_eq(c.question, "一");	/* never overwritten */
	ck_assert_int_eq(c.conflicts, 1);
	ck_assert_int_eq(c.created, 1000);
	ck_assert_int_eq(c.updated, 2000);
	ck_assert_int_eq(c.asked, 500);
	lr_case_clear(&c);
	lr_casebook_close(cb);
}
END_TEST

static int export_each(struct lr_case *c, int index, void *arg)
{
	(void)index;
	struct lr_case *out = arg;
	*out = *c;
	lr_case_init(c);	/* keep the strings */
	return 0;
}

START_TEST(test_read_export)
{
	static const char good[] =
		"{\"casebook\":1,\"cases\":[{\"id\":3,\"uid\":"
		"\"0123456789abcdef0123456789abcdef\",\"kind\":\"notation\","
		"\"moment\":null,\"zone\":null,\"lon\":null,\"lat\":null,"
		"\"asked\":5,\"day\":null,\"hour\":null,\"general\":null,"
		"\"notation\":\"癸酉日酉時巳將\",\"settings\":\"shehai=depth\","
		"\"birth\":null,\"sex\":null,\"xingnian\":null,\"question\":"
		"\"q \\\"x\\\" \\u0001\",\"judgment\":null,\"notes\":\"\\n\","
		"\"outcome\":null,\"outcome_date\":null,\"verified\":true,"
		"\"tags\":[\"官\"],\"title\":\"t\",\"fingerprint\":\"f\","
		"\"patterns\":[\"元首\",\"龍德\"],\"created\":6,\"updated\":7}]}";
	struct lr_case c;
	lr_case_init(&c);
	ck_assert_int_eq(lr_casebook_read_export(good, strlen(good), export_each,
						 &c, err, sizeof err), 0);
	ck_assert_int_eq(c.id, 3);
	ck_assert_int_eq(c.kind, LR_CASE_NOTATION);
	ck_assert_str_eq(c.question, "q \"x\" \x01");
	ck_assert_str_eq(c.notes, "\n");
	ck_assert_int_eq(c.verdict, LR_VERDICT_RIGHT);
	ck_assert_int_eq(c.npatterns, 2);
	ck_assert_str_eq(c.patterns[1], "龍德");
	ck_assert_int_eq(c.updated, 7);
	lr_case_clear(&c);
	const struct { const char *text, *why; } bad[] = {
		{ "{", "not valid JSON" },
		{ "[]", "no \"casebook\"" },
		{ "{\"casebook\":9,\"cases\":[]}", "newer" },
		{ "{\"casebook\":0,\"cases\":[]}", "no \"casebook\"" },
		{ "{\"casebook\":-1,\"cases\":[]}", "no \"casebook\"" },
		{ "{\"casebook\":1,\"cases\":[{\"id\":1}]}", "case 1: 'uid'" },
		{ "{\"casebook\":1,\"cases\":[{}]}", "case 1: 'id'" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_int_eq(lr_casebook_read_export(bad[i].text,
			strlen(bad[i].text), export_each, &c, err, sizeof err), -1);
		ck_assert_msg(strstr(err, bad[i].why), "%s: %s", bad[i].text, err);
	}
	/* a NUL inside a text is refused */
	char nul[sizeof good + 16];
	strcpy(nul, good);
	char *q = strstr(nul, "\\u0001");
	q[5] = '0';
	ck_assert_int_eq(lr_casebook_read_export(nul, strlen(nul), export_each,
						 &c, err, sizeof err), -1);
	ck_assert_msg(strstr(err, "NUL"), "%s", err);
}
END_TEST

/* Each book case gives, under its settings, the chart the seed prints
 * (tests/data/seed-charts.tsv: day, hour, general, transmissions). */
START_TEST(test_book_cases_match_seeds)
{
	const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
	ck_assert_msg(book, "%s", err);
	ck_assert_int_ge(book->count, 25);
	struct lr_table seeds;
	ck_assert_int_eq(lr_table_read(LR_SRCDIR "/tests/data/seed-charts.tsv", 12,
				       &seeds, err, sizeof err), 0);
	struct lr_table kejing;
	ck_assert_int_eq(lr_table_read(LR_SRCDIR "/tests/data/kejing-examples.tsv",
				       7, &kejing, err, sizeof err), 0);
	ck_assert_int_eq(lr_pattern_texts_load(err, sizeof err), 0);
	int matched = 0, from_kejing = 0;
	for (int i = 0; i < book->count; i++) {
		const struct lr_bookcase *b = &book->cases[i];
		if (!strncmp(b->source, "課經", strlen("課經"))) {
			/* a worked chart of the 課經: its example row, and its
			 * sentence in the 課's passages */
			const struct lr_table_row *ex = NULL;
			for (size_t r = 0; r < kejing.nrows && !ex; r++)
				if (!strcmp(kejing.rows[r].fields[1], b->notation)
				    && !strcmp(kejing.rows[r].fields[2], b->settings))
					ex = &kejing.rows[r];
			ck_assert_msg(ex, "%s: %s is no 課經 example", b->id,
				      b->notation);
			char name[64];
			const char *sp = strchr(b->source, ' ');
			ck_assert_ptr_nonnull(sp);
			snprintf(name, sizeof name, "%s", sp + 1);
			char *ke = strstr(name, "課");
			ck_assert_ptr_nonnull(ke);
			*ke = '\0';
			const struct lr_pattern_text *t =
				lr_pattern_lookup(name, err, sizeof err);
			ck_assert_msg(t, "%s: %s", b->id, err);
			bool found = false;
			for (int k = 0; k < t->passage_count && !found; k++) {
				char flat[8192];
				size_t n = 0;
				for (const char *q = t->passages[k]; *q && n + 1 < sizeof flat; q++)
					flat[n++] = *q == '\n' ? ' ' : *q;
				flat[n] = '\0';
				found = strstr(flat, b->text) != NULL;
			}
			ck_assert_msg(found, "%s: '%s' is not in %s's text", b->id,
				      b->text, name);
			if (strcmp(b->patterns, "-"))
				ck_assert_msg(lr_pattern_find(b->patterns, NULL) >= 0,
					      "%s: %s", b->id, b->patterns);
			from_kejing++;
			matched++;
			continue;
		}
		const struct lr_table_row *row = NULL;
		for (size_t r = 0; r < seeds.nrows; r++)
			if (!strcmp(seeds.rows[r].fields[0], b->id))
				row = &seeds.rows[r];
		ck_assert_msg(row, "%s is not a seed chart", b->id);
		struct lr_notation note;
		ck_assert_int_eq(lr_notation_parse(b->notation, &note, err,
						   sizeof err), 0);
		struct lr_settings st;
		lr_settings_default(&st);
		if (strcmp(b->settings, "-"))
			ck_assert_int_eq(lr_settings_assign(&st, b->settings, err,
							    sizeof err), 0);
		struct lr_chart ch;
		ck_assert_int_eq(lr_chart_compute(&ch, &note.input, &st, NULL), 0);
		char day[8];
		ck_assert_str_eq(lr_cycle_name(ch.input.day, day), row->fields[2]);
		ck_assert_str_eq(lr_branch_name(ch.input.hour), row->fields[3]);
		ck_assert_str_eq(lr_branch_name(ch.input.general), row->fields[4]);
		const char *want = row->fields[6];	/* "寅未子", "子-戌" */
		const char *p = want;
		for (int t = 0; t < 3; t++) {
			if (*p == '-') {
				p++;
				continue;
			}
			size_t n = strlen(lr_branch_name(ch.transmissions[t].branch));
			ck_assert_msg(!strncmp(p, lr_branch_name(ch.transmissions[t].branch),
					       n), "%s: transmission %d of %s", b->id,
				      t + 1, want);
			p += n;
		}
		ck_assert_ptr_nonnull(strstr(b->text, "日"));
		matched++;
	}
	ck_assert_int_eq(matched, book->count);
	ck_assert_int_ge(from_kejing, 70);
	lr_table_free(&seeds);
	lr_table_free(&kejing);
	/* a damaged collection names file and line */
	char bad[400];
	snprintf(bad, sizeof bad, "%s/book.tsv", dir);
	const char *line = "E01\tx\t丙卯日寅時未將\t-\t-\ttext\n";
	write_bytes(bad, line, strlen(line));
	struct lr_bookcases b2;
	ck_assert_int_eq(lr_bookcases_load(bad, &b2, err, sizeof err), -1);
	ck_assert_msg(strstr(err, "book.tsv:1: notation"), "%s", err);
	line = "E01\tx\t丙辰日寅時未將\tshehai=x\t-\ttext\n";
	write_bytes(bad, line, strlen(line));
	ck_assert_int_eq(lr_bookcases_load(bad, &b2, err, sizeof err), -1);
	ck_assert_msg(strstr(err, "book.tsv:1: settings"), "%s", err);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("casebook");
	TCase *tc = tcase_create("casebook");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_config_casebook_line);
	tcase_add_test(tc, test_round_trip_any_text);
	tcase_add_test(tc, test_filters_and_search);
	tcase_add_test(tc, test_stats);
	tcase_add_test(tc, test_schema_and_reopen);
	tcase_add_test(tc, test_refuses_foreign_files);
	tcase_add_test(tc, test_refuses_newer_schema);
	tcase_add_test(tc, test_refuses_damaged_file);
	tcase_add_test(tc, test_two_writers);
	tcase_add_test(tc, test_import_keeps_uid_and_reports_duplicates);
	tcase_add_test(tc, test_read_export);
	tcase_add_test(tc, test_check_refuses);
	tcase_add_test(tc, test_book_cases_match_seeds);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
