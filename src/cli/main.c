/* liuren - main.c: the program's entry point.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <locale.h>

#include "cli/args.h"
#include "cli/commands.h"

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	return cli_close_output(cli_main(argc, argv));
}
