/* liuren - cmd_calendar.c: `liuren calendar YEAR`, a year's solar terms
 * and lunar months.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/cmd_calendar.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/args.h"
#include "cli/commands.h"
#include "front/json.h"
#include "front/moment_args.h"
#include "front/optspec.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/settings.h"

static int usage(const char *msg)
{
	char shown[1024];
	fprintf(stderr, _("liuren calendar: %s (usage: liuren calendar YEAR "
			  "[--tz ZONE] [--json])\n"),
		lr_quote_message(msg, shown, sizeof shown));
	return 2;
}

/* "2026-02-04 04:02" in ZONE (the display keeps the minute). */
static const char *when(const char *zone, int64_t utc, char *buf, size_t len)
{
	struct lr_civil c;
	lr_zone_civil(zone, utc, &c, NULL);
	snprintf(buf, len, "%04d-%02d-%02d %02d:%02d:%02d", c.year, c.month,
		 c.day, c.hour, c.minute, c.second);
	return buf;
}

static void date_of(int64_t days, char *buf, size_t len)
{
	int y, m, d;
	lr_civil_from_days(days, &y, &m, &d);
	snprintf(buf, len, "%04d-%02d-%02d", y, m, d);
}

enum { CAL_YEAR, CAL_TZ, CAL_JSON, CAL_CONFIG, CAL_NO_CONFIG, CAL_LANG,
       CAL_HELP };

/* calendar's options: its parsing, --help and completion */
const struct optspec cmd_calendar_spec[] = {
	{ OPTSPEC_WORDS, "YEAR", 0, NULL, N_("a Gregorian year, e.g. 2027"), 0,
	  CAL_YEAR, 0 },
	{ OPTSPEC_VALUE, "tz", 0, "ZONE", N_("the zone the times are shown in"),
	  0, CAL_TZ, 0, NULL, front_values_zones },
	{ OPTSPEC_SWITCH, "json", 0, NULL, N_("one JSON object instead of text"),
	  0, CAL_JSON, 0 },
	{ OPTSPEC_VALUE, "config", 0, "FILE",
	  N_("read settings from FILE instead of the default"), OPTSPEC_PATH,
	  CAL_CONFIG, 0 },
	{ OPTSPEC_SWITCH, "no-config", 0, NULL, N_("do not read any config file"),
	  0, CAL_NO_CONFIG, 0 },
	FRONT_LANG_ROW(CAL_LANG),
	FRONT_HELP_ROW(CAL_HELP),
	{ OPTSPEC_END },
};

int cmd_calendar(int argc, char **argv)
{
	const char *zone = "";
	const char *year_text = NULL;
	bool json = false, zone_given = false;
	const char *config = NULL;
	bool no_config = false;
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int got;
	front_optspec_init(&p, cmd_calendar_spec, argc, argv, 0);
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		switch (row ? row->id : CAL_YEAR) {
		case CAL_YEAR:
			if (year_text)
				return usage(_("give one YEAR"));
			year_text = v;
			break;
		case CAL_TZ:
			zone = v;
			zone_given = true;
			break;
		case CAL_JSON:
			json = true;
			break;
		case CAL_CONFIG:
			config = v;
			break;
		case CAL_NO_CONFIG:
			no_config = true;
			break;
		case CAL_HELP:
			return CLI_HELP;
		}
	}
	if (got < 0) {
		front_error("calendar", "%s", p.err);
		return EXIT_USAGE;
	}
	if (!year_text)
		return usage(_("give a YEAR"));
	/* the config is read as print reads it: a bad one is refused */
	struct lr_settings settings;
	lr_settings_default(&settings);
	if (front_load_config("calendar", config, no_config, &settings) != EXIT_OK)
		return EXIT_USAGE;
	char *end;
	long year = strtol(year_text, &end, 10);
	char err[LR_QUOTE_SIZE + 256], q[LR_QUOTE_SIZE];
	if (end == year_text || *end) {
		snprintf(err, sizeof err, _("bad year '%s'"),
			 lr_quote(year_text, q, sizeof q));
		return usage(err);
	}
	if (year < LR_FIRST_YEAR || year > LR_LAST_YEAR) {
		/* as typed: strtol clamps a huge one to LONG_MAX */
		snprintf(err, sizeof err, _("year %s is outside %d-%d"),
			 lr_quote(year_text, q, sizeof q), LR_FIRST_YEAR,
			 LR_LAST_YEAR);
		return usage(err);
	}
	if (zone_given && !*zone)
		return usage(_(FRONT_TZ_EMPTY));
	if (lr_zone_check(zone, err, sizeof err) < 0)
		return usage(err);

	struct lr_term terms[LR_TERMS];
	struct lr_lunar_month months[13];
	int count = lr_lunar_year((int)year, months);
	if (lr_year_terms((int)year, terms) < 0 || count < 0) {
		fprintf(stderr, _("liuren calendar: cannot compute %ld\n"), year);
		return 1;
	}
	char buf[40], date[16], mname[32];
	if (json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_json_key(&j, "year");
		front_json_int(&j, year);
		front_json_key(&j, "zone");
		front_json_string(&j, lr_zone_display(zone));
		front_json_key(&j, "terms");
		front_json_array_begin(&j);
		for (int i = 0; i < LR_TERMS; i++) {
			int k = terms[i].index;
			front_json_object_begin(&j);
			front_json_key(&j, "name");
			front_json_string(&j, lr_term_name(k));
			front_json_key(&j, "kind");
			front_json_string(&j, lr_term_is_zhongqi(k) ? "zhongqi" : "jie");
			front_json_key(&j, "at");
			front_json_string(&j, when(zone, terms[i].utc, buf, sizeof buf));
			front_json_key(&j, lr_term_is_zhongqi(k) ? "general"
							   : "month_branch");
			front_json_string(&j, lr_branch_name(
				lr_term_is_zhongqi(k)
					? lr_term_general(k, LR_GENERAL_BY_ZHONGQI)
					: lr_term_month_branch(k)));
			front_json_object_end(&j);
		}
		front_json_array_end(&j);
		front_json_key(&j, "lunar_months");
		front_json_array_begin(&j);
		for (int i = 0; i < count; i++) {
			front_json_object_begin(&j);
			front_json_key(&j, "month");
			front_json_int(&j, months[i].month);
			front_json_key(&j, "leap");
			front_json_bool(&j, months[i].leap);
			front_json_key(&j, "name");
			front_json_string(&j, lr_lunar_month_name(months[i].month,
							    months[i].leap, mname,
							    sizeof mname));
			front_json_key(&j, "start");
			date_of(months[i].first_day, date, sizeof date);
			front_json_string(&j, date);
			front_json_key(&j, "days");
			front_json_int(&j, months[i].length);
			front_json_object_end(&j);
		}
		front_json_array_end(&j);
		front_json_object_end(&j);
		front_json_finish(&j);
		return 0;
	}
	char cyc[8];
	/* TRANSLATORS: the heading of the 24 節氣 list; %ld is the year, %s
	 * the time zone. */
	printf(_("%ld: solar terms (%s)\n"), year, lr_zone_display(zone));
	for (int i = 0; i < LR_TERMS; i++) {
		int k = terms[i].index;
		printf("  %s  %s  ", when(zone, terms[i].utc, buf, sizeof buf),
		       lr_term_name(k));
		if (lr_term_is_zhongqi(k)) {
			int g = lr_term_general(k, LR_GENERAL_BY_ZHONGQI);
			printf("中氣  月將 %s %s\n", lr_branch_name(g),
			       lr_month_general_name(g));
		} else {
			printf("節    月建 %s\n",
			       lr_branch_name(lr_term_month_branch(k)));
		}
	}
	printf(_("lunar year %ld (%s), months:\n"), year,
	       lr_cycle_name((int)((year - 1984) % 60 + 60) % 60, cyc));
	for (int i = 0; i < count; i++) {
		date_of(months[i].first_day, date, sizeof date);
		char days[48];
		snprintf(days, sizeof days, lr_ngettext("%d day", "%d days",
						     (unsigned long)months[i].length),
			 months[i].length);
		printf("  %s  %s  %s%s\n", date, days,
		       lr_lunar_month_name(months[i].month, months[i].leap,
					   mname, sizeof mname),
		       months[i].leap ? _(" (leap)") : "");
	}
	return 0;
}
