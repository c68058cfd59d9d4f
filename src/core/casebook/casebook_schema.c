/* liuren - casebook_schema.c: the casebook's schema and its migrations,
 * each version's SQL as it was written, so a casebook of any earlier
 * version is brought forward: 1 the cases, tags and 課體; 2 a couple's
 * running years; 3 the matter asked (1 to 3 also made a trigram search
 * index when the library had FTS5); 4 numbers never given twice
 * (AUTOINCREMENT), a seal on every case (its checksum with its number),
 * the checksums of earlier versions, versions of another casebook kept
 * beside a case (conflicts), the counts of `case stats` kept as cases
 * change, and the search index rebuilt with the "liuren" tokenizer.
 * Before a casebook with cases is migrated, a backup of it is made.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"

/* 2: a couple's running years (夫行年, 妻行年) for 繁昌 and 解離 */
static const char schema_2[] =
	"ALTER TABLE cases ADD COLUMN husband_xingnian TEXT;"
	"ALTER TABLE cases ADD COLUMN wife_xingnian TEXT;";

/* 3: the matter asked about (所占之事), for the 類神 and the 畢法 */
static const char schema_3[] = "ALTER TABLE cases ADD COLUMN ask TEXT;";

/* 4: the cases table made again with AUTOINCREMENT (which only CREATE
 * TABLE can give), the ancestry and the seal; the search index of
 * versions 1 to 3 (trigram) dropped, to be made again below. Run with
 * foreign keys off, so dropping the old table drops no tag. */
static const char schema_4_cases[] =
	"DROP TRIGGER IF EXISTS cases_text_insert;"
	"DROP TRIGGER IF EXISTS cases_text_delete;"
	"DROP TRIGGER IF EXISTS cases_text_update;"
	"DROP TABLE IF EXISTS case_text;"
	"CREATE TABLE cases_4 ("
	"  id INTEGER PRIMARY KEY AUTOINCREMENT,"
	"  uid TEXT NOT NULL UNIQUE,"
	"  kind TEXT NOT NULL CHECK (kind IN ('moment', 'pillars', 'notation')),"
	"  moment TEXT, zone TEXT, lon REAL, lat REAL,"
	"  asked INTEGER NOT NULL,"
	"  day TEXT, hour TEXT, general TEXT, notation TEXT,"
	"  settings TEXT NOT NULL,"
	"  birth TEXT, sex TEXT, xingnian TEXT,"
	"  question TEXT NOT NULL,"
	"  judgment TEXT, notes TEXT, outcome TEXT, outcome_date TEXT,"
	"  verdict INTEGER CHECK (verdict IN (0, 1)),"
	"  title TEXT NOT NULL, fingerprint TEXT NOT NULL,"
	"  created INTEGER NOT NULL, updated INTEGER NOT NULL,"
	"  husband_xingnian TEXT, wife_xingnian TEXT, ask TEXT,"
	"  ancestry TEXT NOT NULL DEFAULT '', seal TEXT);"
	"INSERT INTO cases_4 (id, uid, kind, moment, zone, lon, lat, asked, day,"
	"  hour, general, notation, settings, birth, sex, xingnian, question,"
	"  judgment, notes, outcome, outcome_date, verdict, title, fingerprint,"
	"  created, updated, husband_xingnian, wife_xingnian, ask)"
	" SELECT id, uid, kind, moment, zone, lon, lat, asked, day,"
	"  hour, general, notation, settings, birth, sex, xingnian, question,"
	"  judgment, notes, outcome, outcome_date, verdict, title, fingerprint,"
	"  created, updated, husband_xingnian, wife_xingnian, ask FROM cases;"
	"DROP TABLE cases;"
	"ALTER TABLE cases_4 RENAME TO cases;"
	"CREATE INDEX cases_by_asked ON cases (asked, id);";

/* 4, what a new casebook and a migrated one share: the cases by when
 * they changed (export --since), the versions of another casebook kept
 * beside a case, the children of a case removed before it (so the
 * counts below still see its mark), and the counts of `case stats`: for
 * each tag ('t') and 課體 ('p') and for all cases ('a'), how many cases
 * and how many marked 驗 and 不驗, kept by triggers as cases change. */
static const char schema_4_rest[] =
	"CREATE INDEX cases_by_updated ON cases (updated, id);"
	"CREATE TABLE case_conflicts ("
	"  case_id INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,"
	"  checksum TEXT NOT NULL, version TEXT NOT NULL,"
	"  found INTEGER NOT NULL,"
	"  PRIMARY KEY (case_id, checksum)) WITHOUT ROWID;"
	"CREATE TABLE case_counts ("
	"  kind TEXT NOT NULL, name TEXT NOT NULL, cases INTEGER NOT NULL,"
	"  right INTEGER NOT NULL, wrong INTEGER NOT NULL,"
	"  PRIMARY KEY (kind, name)) WITHOUT ROWID;"
	"CREATE TRIGGER cases_children_delete BEFORE DELETE ON cases BEGIN"
	"  DELETE FROM case_tags WHERE case_id = old.id;"
	"  DELETE FROM case_patterns WHERE case_id = old.id;"
	"END;"
	"CREATE TRIGGER cases_count_insert AFTER INSERT ON cases BEGIN"
	"  INSERT OR IGNORE INTO case_counts VALUES ('a', '', 0, 0, 0);"
	"  UPDATE case_counts SET cases = cases + 1,"
	"    right = right + (new.verdict IS 1), wrong = wrong + (new.verdict IS 0)"
	"  WHERE kind = 'a';"
	"END;"
	"CREATE TRIGGER cases_count_delete AFTER DELETE ON cases BEGIN"
	"  UPDATE case_counts SET cases = cases - 1,"
	"    right = right - (old.verdict IS 1), wrong = wrong - (old.verdict IS 0)"
	"  WHERE kind = 'a';"
	"END;"
	"CREATE TRIGGER cases_count_verdict AFTER UPDATE OF verdict ON cases"
	"  WHEN old.verdict IS NOT new.verdict BEGIN"
	"  UPDATE case_counts SET"
	"    right = right + (new.verdict IS 1) - (old.verdict IS 1),"
	"    wrong = wrong + (new.verdict IS 0) - (old.verdict IS 0)"
	"  WHERE kind = 'a'"
	"    OR (kind = 't' AND name IN (SELECT tag FROM case_tags"
	"        WHERE case_id = new.id))"
	"    OR (kind = 'p' AND name IN (SELECT name FROM case_patterns"
	"        WHERE case_id = new.id));"
	"END;"
	"CREATE TRIGGER case_tags_count_insert AFTER INSERT ON case_tags BEGIN"
	"  INSERT OR IGNORE INTO case_counts VALUES ('t', new.tag, 0, 0, 0);"
	"  UPDATE case_counts SET cases = cases + 1,"
	"    right = right + coalesce((SELECT verdict IS 1 FROM cases"
	"      WHERE id = new.case_id), 0),"
	"    wrong = wrong + coalesce((SELECT verdict IS 0 FROM cases"
	"      WHERE id = new.case_id), 0)"
	"  WHERE kind = 't' AND name = new.tag;"
	"END;"
	"CREATE TRIGGER case_tags_count_delete AFTER DELETE ON case_tags BEGIN"
	"  UPDATE case_counts SET cases = cases - 1,"
	"    right = right - coalesce((SELECT verdict IS 1 FROM cases"
	"      WHERE id = old.case_id), 0),"
	"    wrong = wrong - coalesce((SELECT verdict IS 0 FROM cases"
	"      WHERE id = old.case_id), 0)"
	"  WHERE kind = 't' AND name = old.tag;"
	"  DELETE FROM case_counts WHERE kind = 't' AND name = old.tag"
	"    AND cases <= 0;"
	"END;"
	/* a 課體 is counted once per case, however often it is listed */
	"CREATE TRIGGER case_patterns_count_insert AFTER INSERT ON case_patterns"
	"  WHEN NOT EXISTS (SELECT 1 FROM case_patterns WHERE case_id ="
	"    new.case_id AND name = new.name AND seq <> new.seq) BEGIN"
	"  INSERT OR IGNORE INTO case_counts VALUES ('p', new.name, 0, 0, 0);"
	"  UPDATE case_counts SET cases = cases + 1,"
	"    right = right + coalesce((SELECT verdict IS 1 FROM cases"
	"      WHERE id = new.case_id), 0),"
	"    wrong = wrong + coalesce((SELECT verdict IS 0 FROM cases"
	"      WHERE id = new.case_id), 0)"
	"  WHERE kind = 'p' AND name = new.name;"
	"END;"
	"CREATE TRIGGER case_patterns_count_delete AFTER DELETE ON case_patterns"
	"  WHEN NOT EXISTS (SELECT 1 FROM case_patterns WHERE case_id ="
	"    old.case_id AND name = old.name) BEGIN"
	"  UPDATE case_counts SET cases = cases - 1,"
	"    right = right - coalesce((SELECT verdict IS 1 FROM cases"
	"      WHERE id = old.case_id), 0),"
	"    wrong = wrong - coalesce((SELECT verdict IS 0 FROM cases"
	"      WHERE id = old.case_id), 0)"
	"  WHERE kind = 'p' AND name = old.name;"
	"  DELETE FROM case_counts WHERE kind = 'p' AND name = old.name"
	"    AND cases <= 0;"
	"END;";

/* The counts counted afresh from the cases (a migrated casebook; and
 * what lr_casebook_check compares the kept counts with). */
const char lr_cbdb_recount_sql[] =
	"SELECT 'a', '', count(*), count(CASE WHEN verdict = 1 THEN 1 END),"
	"  count(CASE WHEN verdict = 0 THEN 1 END) FROM cases"
	" UNION ALL "
	"SELECT 't', t.tag, count(*),"
	"  count(CASE WHEN c.verdict = 1 THEN 1 END),"
	"  count(CASE WHEN c.verdict = 0 THEN 1 END)"
	"  FROM case_tags t JOIN cases c ON c.id = t.case_id GROUP BY t.tag"
	" UNION ALL "
	"SELECT 'p', p.name, count(DISTINCT c.id),"
	"  count(DISTINCT CASE WHEN c.verdict = 1 THEN c.id END),"
	"  count(DISTINCT CASE WHEN c.verdict = 0 THEN c.id END)"
	"  FROM case_patterns p JOIN cases c ON c.id = p.case_id GROUP BY p.name";

/* The search index: the four texts of every case, kept by triggers,
 * with the tokenizer of casebook_fts.c. */
static const char schema_4_text[] =
	"CREATE VIRTUAL TABLE case_text USING fts5 (question, judgment, notes,"
	"  outcome, content = 'cases', content_rowid = 'id',"
	"  tokenize = 'liuren');"
	"CREATE TRIGGER cases_text_insert AFTER INSERT ON cases BEGIN"
	"  INSERT INTO case_text (rowid, question, judgment, notes, outcome)"
	"  VALUES (new.id, new.question, new.judgment, new.notes, new.outcome);"
	"END;"
	"CREATE TRIGGER cases_text_delete AFTER DELETE ON cases BEGIN"
	"  INSERT INTO case_text (case_text, rowid, question, judgment, notes,"
	"  outcome) VALUES ('delete', old.id, old.question, old.judgment,"
	"  old.notes, old.outcome);"
	"END;"
	"CREATE TRIGGER cases_text_update AFTER UPDATE OF question, judgment,"
	"  notes, outcome ON cases BEGIN"
	"  INSERT INTO case_text (case_text, rowid, question, judgment, notes,"
	"  outcome) VALUES ('delete', old.id, old.question, old.judgment,"
	"  old.notes, old.outcome);"
	"  INSERT INTO case_text (rowid, question, judgment, notes, outcome)"
	"  VALUES (new.id, new.question, new.judgment, new.notes, new.outcome);"
	"END;"
	"INSERT INTO case_text (case_text) VALUES ('rebuild');";

/* A new casebook: version 4 at once. */
static const char schema_new[] =
	"CREATE TABLE cases ("
	"  id INTEGER PRIMARY KEY AUTOINCREMENT,"
	"  uid TEXT NOT NULL UNIQUE,"
	"  kind TEXT NOT NULL CHECK (kind IN ('moment', 'pillars', 'notation')),"
	"  moment TEXT, zone TEXT, lon REAL, lat REAL,"
	"  asked INTEGER NOT NULL,"
	"  day TEXT, hour TEXT, general TEXT, notation TEXT,"
	"  settings TEXT NOT NULL,"
	"  birth TEXT, sex TEXT, xingnian TEXT,"
	"  question TEXT NOT NULL,"
	"  judgment TEXT, notes TEXT, outcome TEXT, outcome_date TEXT,"
	"  verdict INTEGER CHECK (verdict IN (0, 1)),"
	"  title TEXT NOT NULL, fingerprint TEXT NOT NULL,"
	"  created INTEGER NOT NULL, updated INTEGER NOT NULL,"
	"  husband_xingnian TEXT, wife_xingnian TEXT, ask TEXT,"
	"  ancestry TEXT NOT NULL DEFAULT '', seal TEXT);"
	"CREATE INDEX cases_by_asked ON cases (asked, id);"
	"CREATE TABLE case_tags ("
	"  case_id INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,"
	"  tag TEXT NOT NULL, PRIMARY KEY (case_id, tag)) WITHOUT ROWID;"
	"CREATE INDEX case_tags_by_tag ON case_tags (tag, case_id);"
	"CREATE TABLE case_patterns ("
	"  case_id INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL, name TEXT NOT NULL,"
	"  PRIMARY KEY (case_id, seq)) WITHOUT ROWID;"
	"CREATE INDEX case_patterns_by_name ON case_patterns (name, case_id);";

static bool fts5_available(sqlite3 *db)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(db, "SELECT sqlite_compileoption_used("
			       "'ENABLE_FTS5')", -1, &s, NULL) != SQLITE_OK)
		return false;
	bool yes = sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return yes;
}

static int exec(struct lr_casebook *cb, const char *sql)
{
	return sqlite3_exec(cb->db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* The counts of a migrated casebook, from its cases. */
static int fill_counts(struct lr_casebook *cb)
{
	char sql[sizeof lr_cbdb_recount_sql + 64];
	snprintf(sql, sizeof sql, "INSERT INTO case_counts %s",
		 lr_cbdb_recount_sql);
	return exec(cb, "DELETE FROM case_counts") < 0 ? -1 : exec(cb, sql);
}

/* Seal every case of a migrated casebook: its checksum with its number,
 * from the fields it has now. */
static int seal_all(struct lr_casebook *cb)
{
	sqlite3_stmt *s, *u;
	if (sqlite3_prepare_v2(cb->db, "SELECT " CASE_COLUMNS " FROM cases "
			       "WHERE seal IS NULL", -1, &s, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_prepare_v2(cb->db, "UPDATE cases SET seal = ?2 WHERE id = ?1",
			       -1, &u, NULL) != SQLITE_OK) {
		sqlite3_finalize(s);
		return -1;
	}
	int rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct lr_case c;
		char seal[LR_CASE_CHECKSUM_SIZE];
		if (lr_cbdb_read_case(cb, s, &c, false) < 0) {
			lr_case_clear(&c);
			rc = SQLITE_ERROR;
			break;
		}
		lr_cbdb_seal(c.id, c.checksum, seal);
		sqlite3_bind_int64(u, 1, c.id);
		sqlite3_bind_text(u, 2, seal, -1, SQLITE_TRANSIENT);
		int step = sqlite3_step(u);
		sqlite3_reset(u);
		lr_case_clear(&c);
		if (step != SQLITE_DONE) {
			rc = SQLITE_ERROR;
			break;
		}
	}
	sqlite3_finalize(s);
	sqlite3_finalize(u);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Bring the schema from VERSION to LR_CASEBOOK_SCHEMA in one
 * transaction (the identity checked again inside it: another process may
 * have migrated while this one waited). Foreign keys are off meanwhile
 * (PRAGMA foreign_keys cannot change inside a transaction) and checked
 * before the commit. */
int lr_cbdb_migrate(struct lr_casebook *cb, char *err, size_t errlen)
{
	if (exec(cb, "PRAGMA foreign_keys = OFF") < 0)
		return lr_cbdb_error(cb, _("cannot update the schema"), err, errlen);
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int version = 0;
	rc = lr_cbdb_check_identity(cb, &version, err, errlen);
	if (rc != LR_CASEBOOK_OK) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	if (version == LR_CASEBOOK_SCHEMA) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		return LR_CASEBOOK_OK;
	}
	bool fts = fts5_available(cb->db) &&
		   lr_cbdb_register_tokenizer(cb->db) == 0;
	const char *what = _("cannot update the schema");
	bool ok = true;
	if (version == 0) {
		ok = exec(cb, schema_new) == 0 && exec(cb, schema_4_rest) == 0;
	} else {
		if (version < 2)
			ok = exec(cb, schema_2) == 0;
		if (ok && version < 3)
			ok = exec(cb, schema_3) == 0;
		ok = ok && exec(cb, schema_4_cases) == 0 &&
		     exec(cb, schema_4_rest) == 0 && fill_counts(cb) == 0 &&
		     seal_all(cb) == 0;
	}
	if (ok && fts && exec(cb, schema_4_text) < 0) {
		ok = false;
		what = _("cannot make the search index");
	}
	char sql[96];
	snprintf(sql, sizeof sql, "PRAGMA application_id = %d; "
		 "PRAGMA user_version = %d", (int)LR_CASEBOOK_APP_ID,
		 LR_CASEBOOK_SCHEMA);
	int problems = 0;
	if (ok && exec(cb, sql) < 0)
		ok = false;
	if (ok) {
		sqlite3_stmt *s;
		if (sqlite3_prepare_v2(cb->db, "PRAGMA foreign_key_check", -1, &s,
				       NULL) == SQLITE_OK) {
			while (sqlite3_step(s) == SQLITE_ROW)
				problems++;
			sqlite3_finalize(s);
		}
	}
	if (!ok)
		return lr_cbdb_rollback(cb, what, err, errlen);
	if (problems) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("casebook '%s' is damaged (%d tags or 課體 "
			 "of no case); it was left unchanged"), cb->path, problems);
		return LR_CASEBOOK_REFUSED;
	}
	return lr_cbdb_commit(cb, err, errlen);
}
