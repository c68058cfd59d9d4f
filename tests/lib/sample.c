/* liuren - tests/lib/sample.c: see sample.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "sample.h"

#include "all_inputs.h"
#include "liuren/notation.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

static int index_of(const struct lr_input *in)
{
	return (in->day * LR_BRANCHES + in->hour) * LR_BRANCHES + in->general;
}

bool sample_all(void)
{
	const char *v = getenv("LIUREN_CHECK_ALL");
	return v && strcmp(v, "1") == 0;
}

static bool chosen[ALL_INPUTS];
static int chosen_count = -1;

static void choose_text(const char *text)
{
	struct lr_notation n;
	char err[256];
	if (!lr_notation_looks_like(text) ||
	    lr_notation_parse(text, &n, err, sizeof err) != 0)
		return;
	chosen[index_of(&n.input)] = true;
}

/* Every tab-separated field of FP's lines that is a chart in the book's
 * notation; a line whose third to fifth fields are a day, an hour and a
 * general (tests/data/seed-charts.tsv) is that chart too. */
static void choose_charts_of(FILE *fp)
{
	char line[8192];
	while (fgets(line, sizeof line, fp)) {
		if (line[0] == '#')
			continue;
		line[strcspn(line, "\r\n")] = '\0';
		char *field[16];
		int n = 0;
		for (char *p = line; n < 16;) {
			field[n++] = p;
			char *tab = strchr(p, '\t');
			if (!tab)
				break;
			*tab = '\0';
			p = tab + 1;
		}
		for (int i = 0; i < n; i++)
			choose_text(field[i]);
		if (n >= 5) {
			char text[256];
			snprintf(text, sizeof text, "%s日%s時%s將", field[2],
				 field[3], field[4]);
			choose_text(text);
		}
	}
}

static void choose(void)
{
	/* every SAMPLE_STRIDE-th input of the walk */
	for (int i = 0; i < ALL_INPUTS; i += SAMPLE_STRIDE)
		chosen[i] = true;
	/* every chart of the book the tests read */
	glob_t g;
	if (glob(LR_SRCDIR "/tests/data/*.tsv", 0, NULL, &g) != 0 ||
	    glob(LR_SRCDIR "/res/book-cases.tsv", GLOB_APPEND, NULL, &g) != 0) {
		fprintf(stderr, "sample: cannot find " LR_SRCDIR
			"/tests/data/*.tsv and res/book-cases.tsv\n");
		exit(EXIT_FAILURE);
	}
	for (size_t i = 0; i < g.gl_pathc; i++) {
		FILE *fp = fopen(g.gl_pathv[i], "r");
		if (!fp) {
			perror(g.gl_pathv[i]);
			exit(EXIT_FAILURE);
		}
		choose_charts_of(fp);
		fclose(fp);
	}
	globfree(&g);
	chosen_count = 0;
	for (int i = 0; i < ALL_INPUTS; i++)
		chosen_count += chosen[i];
}

bool sample_has(const struct lr_input *in)
{
	if (sample_all())
		return true;
	if (chosen_count < 0)
		choose();
	return chosen[index_of(in)];
}

bool sample_uniform(const struct lr_input *in)
{
	return sample_all() || index_of(in) % SAMPLE_STRIDE == 0;
}

int sample_count(void)
{
	if (sample_all())
		return ALL_INPUTS;
	if (chosen_count < 0)
		choose();
	return chosen_count;
}
