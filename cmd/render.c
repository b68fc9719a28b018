/* render.c: schedlore render PATH: one page through the server's handlers, no socket */
#include <gmime/gmime.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../server/server.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore render [--status] [--headers] [--sql FILE] [--as USER] PATH\n\n"
	"Print the page the server would answer a GET of PATH with (PATH as in a URL,\n"
	"still percent-encoded, query included: '/search?q=ULE').  No server runs;\n"
	"shell tests check pages this way.\n\n"
	"  --status    print the HTTP status code on stderr\n"
	"  --headers   print the status line and headers before the body\n"
	"  --sql FILE  write the page's queries to FILE as a pgbench script\n"
	"  --as USER   render the page as USER sees it when logged in\n\n"
	"Exit status: 0 for a 2xx or 3xx answer, 1 for 4xx or 5xx, 2 could not run.\n";

int cmd_render(int argc, char **argv)
{
	struct server srv;
	struct config cfg;
	struct req r;
	const char *path = NULL, *sql = NULL, *as_user = NULL;
	int headers = 0, status_line = 0, i, status, ret = 2;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--headers"))
			headers = 1;
		else if (!strcmp(argv[i], "--sql") && i + 1 < argc)
			sql = argv[++i];
		else if (!strcmp(argv[i], "--as") && i + 1 < argc)
			as_user = argv[++i];
		else if (!strcmp(argv[i], "--status"))
			status_line = 1;
		else if (!path)
			path = argv[i];
		else
			path = NULL, i = argc;
	}
	if (!path) {
		fputs(usage, stderr);
		return 2;
	}
	if (sodium_init() < 0 || config_load(&cfg) < 0)
		return 2;
	if (server_init(&srv, &cfg, 1) == 0) {
		if (sql && !(srv.sql_trace = fopen(sql, "w"))) {
			perror(sql);
			server_release(&srv);
			config_release(&cfg);
			return 2;
		}
		status = server_render(&srv, &r, path, as_user);
		if (headers) {
			printf("HTTP/1.1 %d\r\nContent-Type: %s\r\n", status, r.type);
			for (i = 0; i < r.nhdr; i++)
				printf("%s: %s\r\n", r.hdr_name[i], r.hdr_value[i]);
			printf("\r\n");
		}
		if (status_line)
			fprintf(stderr, "%d\n", status);
		fwrite(r.out.data, 1, r.out.len, stdout);
		ret = status < 400 ? 0 : 1;
		req_release(&r);
		if (srv.sql_trace)
			fclose(srv.sql_trace);
		server_release(&srv);
	}
	config_release(&cfg);
	return ret;
}
