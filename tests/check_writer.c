/* liuren - check_writer.c: the one writer of a rule's words (ev_vput,
 * src/core/rules/kejing.c) formats its templates without stdio; these
 * tests hold it to what vsnprintf writes, followed by the writer's own
 * promise that a cut leaves valid UTF-8, over random templates of
 * literal text (ASCII and Chinese), %s, %d and %%, at every buffer size
 * and after text already in the buffer.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"

#include "../src/core/rules/patterns_internal.h"

/* what the writer is to write after what BUF holds: vsnprintf's whole
 * output, or, where it does not fit, its longest start that fits and
 * ends between two characters */
static void expected(char *buf, size_t size, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used + 1 >= size)
		return;
	char whole[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(whole, sizeof whole, fmt, ap);
	va_end(ap);
	size_t fit = strlen(whole);
	if (fit > size - 1 - used) {
		fit = size - 1 - used;
		/* not inside a character: back to a lead byte or ASCII */
		while (fit > 0 && ((unsigned char)whole[fit] & 0xc0) == 0x80)
			fit--;
	}
	memcpy(buf + used, whole, fit);
	buf[used + fit] = '\0';
}

static const char *const pieces[] = {
	"發用", "a ", "；", "干上", "%%", "(", "）", "x", "寅加巳", ""
};
static const char *const words[] = {
	"", "甲", "六合", "the 太歲", "%d", "百分之百%", "申酉戌"
};
static const int numbers[] = { 0, 7, -3, 12, 2147483647, -2147483647 - 1 };

static unsigned next(unsigned *state)	/* xorshift32 */
{
	*state ^= *state << 13;
	*state ^= *state >> 17;
	*state ^= *state << 5;
	return *state;
}

/* a template of three conversions of KIND ('s' or 'd') between pieces */
static void make_template(unsigned *rnd, char kind, char *fmt, size_t size)
{
	fmt[0] = '\0';
	for (int k = 0; k < 4; k++) {
		strncat(fmt, pieces[next(rnd) % 10], size - strlen(fmt) - 1);
		if (k < 3)
			strncat(fmt, kind == 's' ? "%s" : "%d",
				size - strlen(fmt) - 1);
	}
}

START_TEST(test_writer_as_vsnprintf)
{
	lr_lang_use(LR_LANG_ZH_HANT);
	unsigned rnd = 20261208u;
	for (int round = 0; round < 3000; round++) {
		char kind = round % 2 ? 'd' : 's';
		char fmt[128];
		make_template(&rnd, kind, fmt, sizeof fmt);
		const char *a[3];
		int d[3];
		for (int k = 0; k < 3; k++) {
			a[k] = words[next(&rnd) % 7];
			d[k] = numbers[next(&rnd) % 6];
		}
		const char *before = next(&rnd) % 2 ? "" : "干上寅；";
		for (size_t size = 1; size <= 72; size++) {
			char got[80], want[80];
			snprintf(got, size, "%s", before);
			snprintf(want, size, "%s", before);
			if (kind == 's') {
				put(got, size, fmt, a[0], a[1], a[2]);
				expected(want, size, fmt, a[0], a[1], a[2]);
			} else {
				put(got, size, fmt, d[0], d[1], d[2]);
				expected(want, size, fmt, d[0], d[1], d[2]);
			}
			ck_assert_msg(strcmp(got, want) == 0,
				      "template \"%s\" at size %zu: \"%s\", vsnprintf "
				      "\"%s\"", fmt, size, got, want);
		}
	}
}
END_TEST

/* the kinds mixed, and a literal % at the end */
START_TEST(test_writer_mixed)
{
	lr_lang_use(LR_LANG_ZH_HANT);
	for (size_t size = 1; size <= 40; size++) {
		char got[48] = "", want[48] = "";
		put(got, size, "第%d課%s上%d%%", 3, "寅", -12);
		expected(want, size, "第%d課%s上%d%%", 3, "寅", -12);
		ck_assert_str_eq(got, want);
	}
}
END_TEST

/* a conversion the fast path does not know still goes to vsnprintf */
START_TEST(test_writer_other_conversions)
{
	lr_lang_use(LR_LANG_ZH_HANT);
	char buf[32] = "干";
	put(buf, sizeof buf, "%s%02d%c", "上", 5, 'x');
	ck_assert_str_eq(buf, "干上05x");
	char cut[7] = "";
	put(cut, sizeof cut, "%s%u", "六合", 42u);	/* 6 bytes fit */
	ck_assert_str_eq(cut, "六合");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("writer");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_writer_as_vsnprintf);
	tcase_add_test(tc, test_writer_mixed);
	tcase_add_test(tc, test_writer_other_conversions);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
