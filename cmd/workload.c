/* workload.c: schedlore workload list | run NAME [--param K=V]... [--cpus LIST] [--runs N] */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/log.h"
#include "../harness/runner.h"
#include "../harness/workload.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore workload list\n"
	"       schedlore workload run NAME [--param K=V]... [--cpus LIST] [--vs-cpus LIST]\n"
	"                              [--runs N] [--max-runs N] [--rsd PCT] [--test-size]\n\n"
	"  list  the reference workloads, their metric and parameters (default; test size)\n"
	"  run   run one here, without the queue; prints the result document as JSON\n";

static void list(void)
{
	const struct wl_param *p;
	int i;

	for (i = 0; workloads[i]; i++) {
		const struct workload *w = workloads[i];
		printf("%s: %s; %s in %s, %s is better\n", w->name, w->summary, w->metric, w->unit,
		       w->higher_better ? "higher" : "lower");
		for (p = w->params; p->key; p++)
			printf("    %-10s %-12s (test %s) %s\n", p->key, *p->def ? p->def : "''",
			       *p->test ? p->test : "''", p->help);
	}
}

static int run(int argc, char **argv, const char *home)
{
	static const struct option longopts[] = {
		{ "param", required_argument, NULL, 'p' }, { "cpus", required_argument, NULL, 'c' },
		{ "vs-cpus", required_argument, NULL, 'C' }, { "runs", required_argument, NULL, 'n' },
		{ "max-runs", required_argument, NULL, 'M' }, { "rsd", required_argument, NULL, 'r' },
		{ "test-size", no_argument, NULL, 'T' }, { NULL, 0, NULL, 0 },
	};
	json_t *params = json_object(), *sides = json_array(), *task, *result = NULL;
	const char *cpus = NULL, *vs = NULL;
	int c, runs = 3, max_runs = 0, ret = 2;
	double rsd = 3.5;
	struct runner_opts ro = { home, NULL, NULL, 1 };
	char *text;

	optind = 1;
	while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (c) {
		case 'p': {
			const char *eq = strchr(optarg, '=');
			if (!eq) {
				error("'%s' is not KEY=VALUE", optarg);
				goto cleanup;
			}
			char *k = xstrndup(optarg, (size_t)(eq - optarg));
			json_object_set_new(params, k, json_string(eq + 1));
			free(k);
			break;
		}
		case 'c': cpus = optarg; break;
		case 'C': vs = optarg; break;
		case 'n': runs = atoi(optarg); break;
		case 'M': max_runs = atoi(optarg); break;
		case 'r': rsd = atof(optarg); break;
		case 'T': json_object_set_new(params, "size", json_string("test")); break;
		default: fputs(usage, stderr); goto cleanup;
		}
	}
	if (optind != argc - 1) {
		fputs(usage, stderr);
		goto cleanup;
	}
	json_array_append_new(sides, json_pack("{s:s, s:s?}", "side", "A", "cpus", cpus));
	if (vs)
		json_array_append_new(sides, json_pack("{s:s, s:s}", "side", "B", "cpus", vs));
	task = json_pack("{s:i, s:i, s:s, s:O, s:i, s:i, s:f, s:O}", "task", 0, "attempt", 0,
			 "workload", argv[optind], "params", params, "runs", runs, "max_runs",
			 max_runs ? max_runs : runs, "rsd_threshold", rsd, "sides", sides);
	if (runner_run(&ro, task, &result, NULL) == 0) {
		text = json_dumps(result, JSON_COMPACT);
		printf("%s\n", text);
		free(text);
		ret = 0;
	}
	json_decref(task);
	json_decref(result);
cleanup:
	json_decref(params);
	json_decref(sides);
	return ret;
}

int cmd_workload(int argc, char **argv)
{
	struct config cfg;
	int ret;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	if (argc < 2 || !strcmp(argv[1], "list")) {
		list();
		return 0;
	}
	if (strcmp(argv[1], "run")) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	ret = run(argc - 1, argv + 1, cfg.home);
	config_release(&cfg);
	return ret;
}
