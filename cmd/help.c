/* help.c: what every subcommand shares: --help, and how a Message-ID argument is read */
#include <ctype.h>
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

const char *cmd_message_id(const char *arg, char *out, size_t n)
{
	size_t s = 0, e = strlen(arg);

	while (s < e && isspace((unsigned char)arg[s]))
		s++;
	while (e > s && isspace((unsigned char)arg[e - 1]))
		e--;
	if (e - s >= 2 && arg[s] == '<' && arg[e - 1] == '>')
		s++, e--;
	snprintf(out, n, "%.*s", (int)(e - s), arg + s);
	return out;
}
