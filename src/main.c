/* liuren - main.c: the program's entry point, and the one file that sees
 * both faces: it hands the chart browser (tui/) to the command line
 * (cli/), which runs a command or opens the browser.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <locale.h>

#include "cli/dispatch.h"
#include "front/language.h"
#include "tui/tui.h"

int main(int argc, char **argv)
{
	static const struct cli_browser browser = {
		tui_main, tui_usage, tui_option_spec
	};
	setlocale(LC_ALL, "");
	return front_close_output(cli_main(argc, argv, &browser));
}
