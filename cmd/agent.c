/* agent.c: schedlore agent --server URL --token TOKEN | --local (--token T | --host NAME) */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../harness/agent.h"
#include "../harness/facts.h"
#include "../harness/queue.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore agent --server URL --token TOKEN [options]\n"
	"       schedlore agent --local (--token TOKEN | --host NAME) [options]\n"
	"       schedlore agent --facts\n\n"
	"Run on a registered host: report its facts, claim queued jobs, run them,\n"
	"stream progress and post the samples.  One task at a time.\n\n"
	"  --server URL   the schedlore server (docs/agent-protocol.md)\n"
	"  --token TOKEN  the host's token from 'schedlore host add'\n"
	"  --token-file F read the token from file F (not shown by ps)\n"
	"  --local        claim straight from the database (SCHEDLORE_DB or the\n"
	"                 embedded cluster) instead of the server\n"
	"  --host NAME    with --local: the host by name instead of its token\n"
	"  --lease S      seconds a claim is held between progress reports (default 60)\n"
	"  --poll S       seconds between claims when idle (default 5)\n"
	"  --once         stop after one task\n"
	"  --exit-idle    stop when no task is queued for this host\n"
	"  --quiet        no progress lines\n"
	"  --facts        print this host's facts as JSON and exit\n";

int cmd_agent(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "server", required_argument, NULL, 's' }, { "token", required_argument, NULL, 't' },
		{ "token-file", required_argument, NULL, 'F' },
		{ "local", no_argument, NULL, 'l' }, { "host", required_argument, NULL, 'H' },
		{ "lease", required_argument, NULL, 'L' }, { "poll", required_argument, NULL, 'p' },
		{ "once", no_argument, NULL, 'o' }, { "exit-idle", no_argument, NULL, 'x' },
		{ "quiet", no_argument, NULL, 'q' }, { "facts", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 },
	};
	const char *server = NULL, *token = NULL, *host = NULL, *token_file = NULL;
	char file_token[128];
	struct agent_opts o = { NULL, 5, 0, 0, 0 };
	struct agent_local l = { NULL, 0, 60, NULL };
	struct agent_transport t;
	struct agent_http *h = NULL;
	struct config cfg;
	struct db db = { 0 };
	int c, local = 0, ret = 2;

	while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (c) {
		case 's': server = optarg; break;
		case 't': token = optarg; break;
		case 'F': token_file = optarg; break;
		case 'l': local = 1; break;
		case 'H': host = optarg; break;
		case 'L': l.lease_seconds = atoi(optarg); break;
		case 'p': o.poll = atof(optarg); break;
		case 'o': o.once = 1; break;
		case 'x': o.exit_idle = 1; break;
		case 'q': o.quiet = 1; break;
		case 'f': {
			json_t *f = facts_collect();
			char *text = json_dumps(f, JSON_INDENT(2) | JSON_SORT_KEYS);
			printf("%s\n", text);
			free(text);
			json_decref(f);
			return 0;
		}
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (token_file) {
		FILE *f = fopen(token_file, "r");
		if (!f || !fgets(file_token, sizeof(file_token), f)) {
			error("unable to read a token from '%s'", token_file);
			if (f)
				fclose(f);
			return 2;
		}
		fclose(f);
		file_token[strcspn(file_token, "\r\n")] = '\0';
		token = file_token;
	}
	if (optind != argc || (local ? !(token || host) : !(server && token)) || l.lease_seconds < 2 ||
	    o.poll < 0) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	o.home = cfg.home;
	if (local) {
		if (db_open(&db, &cfg) < 0)
			goto cleanup;
		l.db = &db;
		l.host = token ? host_by_token(&db, token) : host_by_name(&db, host);
		if (l.host <= 0) {
			if (l.host == 0)
				error(token ? "the token is not a registered host's" : "no host '%s'",
				      host);
			goto cleanup;
		}
		l.agent = agent_name();
		agent_local_transport(&l, &t);
	} else {
		h = agent_http_new(server, token, l.lease_seconds);
		agent_http_transport(h, &t);
	}
	ret = agent_loop(&t, &o) < 0 ? 2 : 0;
cleanup:
	free(l.agent);
	agent_http_free(h);
	db_close(&db);
	config_release(&cfg);
	return ret;
}
