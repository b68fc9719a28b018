/* help.c: the --help convention every subcommand shares */
#include <stdio.h>
#include <string.h>

#include "../core/cmd.h"

int cmd_wants_help(int argc, char **argv, const char *text)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(text, stdout);
			return 1;
		}
	}
	return 0;
}
