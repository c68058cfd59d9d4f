/* liuren - values.h: the values an option takes, for completion, each
 * named by the table or reader that parses it (front/optspec.h: a row's
 * VALUES function). Nothing here includes cli/, tui/ or curses.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_VALUES_H
#define FRONT_VALUES_H

#include "front/optspec.h"

/* --lang: each language's code (lr_lang_code, what lr_lang_parse reads) */
optspec_values_fn front_values_langs;
/* --tz: the IANA zones of the system's zone files ($TZDIR, else
 * /usr/share/zoneinfo, as the core reads them), each one lr_zone_check
 * accepts, sorted; not the posix/ and right/ copies */
optspec_values_fn front_values_zones;
/* --hour, --xingnian: the twelve branches */
optspec_values_fn front_values_branches;
/* --general: the twelve branches and the twelve 月將 names */
optspec_values_fn front_values_month_generals;
/* --day, --husband-xingnian, --wife-xingnian: the sixty pillars */
optspec_values_fn front_values_pillars;
/* --sex: m, f, 男, 女 (what lr_context_parse_sex reads, each tried) */
optspec_values_fn front_values_sexes;
/* --ask: each question category's name and key */
optspec_values_fn front_values_asks;
/* --noble-table, --day-hours, --shehai: the values of the setting of
 * that key, names and aliases (the settings table reads them) */
optspec_values_fn front_values_noble_table;
optspec_values_fn front_values_day_hours;
optspec_values_fn front_values_shehai;
/* --rules (practice, the browser): 課經 and 畢法, and the other names
 * lr_practice_parse_rules reads (課體, 法), each tried */
optspec_values_fn front_values_practice_rules;
/* find's words: each 課體 name and alias */
optspec_values_fn front_values_patterns;

#endif
