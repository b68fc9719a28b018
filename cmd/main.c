/* main.c: the schedlore program, its command table and top-level --help */
#include <stdio.h>
#include <string.h>

#include "../core/cmd.h"

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

/* One place lists every subcommand, in the order --help shows them. */
static const struct command commands[] = {
	{ "db", cmd_db, "create, start, stop and migrate the embedded PostgreSQL cluster" },
	{ "import", cmd_import, "import mbox archives into the database" },
	{ "quarantine", cmd_quarantine, "list, show and retry the chunks an import rejected" },
	{ "host", cmd_host, "register rerun hosts and list them" },
	{ "job", cmd_job, "queue reruns, show their samples and verdicts" },
	{ "agent", cmd_agent, "run queued jobs on this host (HTTP, or --local from the database)" },
	{ "workload", cmd_workload, "list the reference workloads, or run one here" },
	{ "serve", cmd_serve, "serve the web archive over HTTP (libmicrohttpd)" },
	{ "render", cmd_render, "print one page of the web archive without a server" },
	{ "user", cmd_user, "create web accounts (member or admin)" },
	{ "thread", cmd_thread, "thread messages not threaded yet, or --all again" },
	{ "extract", cmd_extract, "extract benchmark figures from stored messages" },
	{ "show", cmd_show, "show what was extracted from one message (--json)" },
	{ "digest", cmd_digest, "write a digest of a list for a week, a date range or a thread" },
	{ "check", cmd_check, "check claims against the posted figures, --all again" },
	{ "claims", cmd_claims, "print stored claims picked at random (--sample N --seed S --list NAME)" },
	{ "compare", cmd_compare, "compare data sets with Student's t, as ministat prints it" },
};

static void usage(FILE *out)
{
	size_t i;

	fprintf(out, "usage: schedlore COMMAND [ARGS]\n\n"
		     "An archive of operating-system scheduler benchmarks argued on mailing lists.\n\n"
		     "commands:\n");
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
	fprintf(out, "\n'schedlore COMMAND --help' describes one command.\n"
		     "SCHEDLORE_DB (a libpq connection string) selects a database other than\n"
		     "the embedded cluster under var/.\n");
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "schedlore: '%s' is not a command; see 'schedlore --help'\n", argv[1]);
	return 2;
}
