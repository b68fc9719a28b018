/* serve.c: schedlore serve [--port N] [--listen ADDR[:PORT]] [--tls-cert F --tls-key F] */
#include <getopt.h>
#include <gmime/gmime.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/log.h"
#include "../server/server.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore serve [--port N] [--listen ADDR[:PORT]] [--tls-cert FILE --tls-key FILE]\n"
	"                       [--threads N] [--io-threads N] [--timeout SECONDS]\n"
	"                       [--max-upload MB] [--cache-mb MB] [--cache-ttl SECONDS]\n\n"
	"Serve the web archive (pages, search, Atom feeds, JSON API, uploads).\n\n"
	"  --port N          TCP port (default 8080)\n"
	"  --listen ADDR     address to bind (default 127.0.0.1): IPv4 or IPv6 (::, ::1),\n"
	"                    with a port if wanted: 127.0.0.1:8080, [::1]:8080\n"
	"  --tls-cert FILE   PEM certificate: serve HTTPS (with --tls-key)\n"
	"  --tls-key FILE    PEM private key\n"
	"  --threads N       threads that render pages, each with a database\n"
	"                    connection (default 16)\n"
	"  --io-threads N    threads that read requests and send answers; they never\n"
	"                    wait on a page being rendered (default 2)\n"
	"  --timeout S       drop a connection idle this long (default 30)\n"
	"  --max-upload MB   largest archive an admin may upload (default 256)\n"
	"  --cache-mb MB     memory for pages kept for visitors without a session\n"
	"                    (default 64; 0 turns the cache off)\n"
	"  --cache-ttl S     longest a kept page is served (default 60); a change to\n"
	"                    the database drops every kept page at once\n\n"
	"SCHEDLORE_DB_READ names a read replica for page queries.\n";

int cmd_serve(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "port", required_argument, NULL, 'p' },
		{ "listen", required_argument, NULL, 'l' },
		{ "tls-cert", required_argument, NULL, 'c' },
		{ "tls-key", required_argument, NULL, 'k' },
		{ "threads", required_argument, NULL, 't' },
		{ "io-threads", required_argument, NULL, 'i' },
		{ "timeout", required_argument, NULL, 'T' },
		{ "max-upload", required_argument, NULL, 'm' },
		{ "bench-page", no_argument, NULL, 'B' },
		{ "cache-mb", required_argument, NULL, 'C' },
		{ "cache-ttl", required_argument, NULL, 'L' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct serve_opts opts = { "127.0.0.1", 8080, NULL, NULL, 16, 2, 30, 64, 60 };
	struct sockaddr_storage addr;
	struct server srv;
	struct config cfg;
	long long max_upload = 256;
	unsigned addr_len;
	int bench = 0, port_given = 0, listen_port = 0, c, ret = 2;

	while ((c = getopt_long(argc, argv, "p:l:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'p': opts.port = atoi(optarg); port_given = 1; break;
		case 'l': opts.listen = optarg; break;
		case 'c': opts.tls_cert = optarg; break;
		case 'k': opts.tls_key = optarg; break;
		case 't': opts.threads = atoi(optarg); break;
		case 'i': opts.io_threads = atoi(optarg); break;
		case 'T': opts.timeout = atoi(optarg); break;
		case 'm': max_upload = atoll(optarg); break;
		case 'B': bench = 1; break;
		case 'C': opts.cache_mb = atoi(optarg); break;
		case 'L': opts.cache_ttl = atoi(optarg); break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind != argc || opts.port <= 0 || opts.port > 65535 || opts.threads < 1 ||
	    opts.threads > 64 || opts.io_threads < 1 || opts.io_threads > 64 || opts.timeout < 1 || max_upload < 1 || opts.cache_mb < 0 ||
	    opts.cache_ttl < 1) {
		fputs(usage, stderr);
		return 2;
	}
	if (listen_parse(opts.listen, &addr, &addr_len, &listen_port) < 0)
		return 2;
	/* a port given twice is a mistake to name, not one to settle silently */
	if (listen_port && port_given) {
		error("the port is given twice: --port %d and --listen %s; give it once", opts.port, opts.listen);
		return 2;
	}
	if (sodium_init() < 0 || config_load(&cfg) < 0)
		return 2;
	g_mime_init();
	if (server_init(&srv, &cfg, opts.threads + 1) == 0) {
		srv.max_upload = max_upload << 20;
		srv.bench_page = bench;
		ret = server_run(&srv, &opts) < 0 ? 2 : 0;
		server_release(&srv);
	}
	config_release(&cfg);
	return ret;
}
