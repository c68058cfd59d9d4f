/* liuren - book_names.h: the values of find's words (課體, 法 and the 格
 * of their commentary, 神煞) and of show's (those, the twelve generals
 * and the twelve 神), from the loaded tables (a table that cannot be
 * read adds nothing): the WORDS rows' values for completion (`liuren
 * --list words find`). A name may come more than once.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_BOOK_NAMES_H
#define CLI_BOOK_NAMES_H

#include "front/optspec.h"

optspec_values_fn cli_values_book_names;
optspec_values_fn cli_values_show_names;

#endif
