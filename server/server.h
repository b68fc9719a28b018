/* server.h: the web server's request context, page handlers and shared helpers */
#ifndef SCHEDLORE_SERVER_H
#define SCHEDLORE_SERVER_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>

#include <jansson.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "../core/url.h"

/*
 * Design.  Every request gets a struct req of its own: the raw path (still
 * percent-encoded, so a Message-ID holding %2F stays one path word), its
 * decoded route arguments, the form fields of a POST, a database connection
 * borrowed from the pool, and the response being built (status, type,
 * headers, body in one struct buf).  Handlers write into req->out through
 * html.h and never touch the socket, so 'schedlore render PATH' runs the very
 * same handlers without a server.  Nothing mutable is global: what requests
 * share (the connection pool, static files, settings) hangs off struct server
 * and is guarded where it changes.
 */

#define REQ_MAX_FIELDS 64
#define REQ_MAX_HEADERS 8
#define REQ_MAX_BODY (4 * 1024 * 1024)   /* an agent's result: samples and the task's log */

struct user {
	long long id;
	char name[64];
	char role[16];        /* member or admin */
	char csrf[65];        /* the session's CSRF token */
};

struct field {
	char *name;
	struct buf value;
};

struct static_file {
	char *name;           /* path under static/, e.g. "style.css" */
	char *type;
	char *data;
	size_t len;
};

struct pool;
struct config;
struct cache;
struct render_pool;
struct tmpl_set;

struct server {
	const char *home;         /* checkout: static/ lives here */
	const char *var;          /* state: uploads go to var/uploads */
	char *conninfo;           /* read/write database */
	char *conninfo_read;      /* SCHEDLORE_DB_READ, or NULL */
	struct pool *pool;        /* page connections (the replica when there is one) */
	struct pool *pool_write;  /* accounts and sessions; == pool without a replica */
	struct static_file *statics;
	size_t nstatics;
	long long max_upload;     /* bytes */
	int tls;                  /* served over TLS: cookies get Secure */
	int bench_page;           /* serve /_bench/10k (make bench only) */
	json_t *bench_model;      /* its model, made at start-up */
	FILE *sql_trace;          /* render --sql: each page query as a pgbench script */
	int sql_trace_n;          /* queries traced so far */
	struct cache *cache;      /* anonymous GET pages (serve only), or NULL */
	struct tmpl_set *templates;     /* templates/, parsed once at start-up */
	struct render_pool *renderer;   /* the threads pages render on (serve only) */
	atomic_int suspended;     /* connections suspended now (shutdown waits for 0) */
};

struct req {
	struct server *srv;
	const char *method;       /* GET, HEAD, POST */
	char *path;               /* raw, still percent-encoded, no query */
	char *query;              /* raw query string without '?', or "" */
	char *cookie;             /* the Cookie header, or NULL */
	char *authorization;      /* the Authorization header, or NULL */
	int is_post;
	int raw_body;             /* a JSON POST (the agent API): body kept as sent */
	struct buf body;          /* that body, at most REQ_MAX_BODY bytes */

	struct field args[REQ_MAX_FIELDS];   /* query arguments, decoded */
	int nargs;
	char anon_csrf[65];       /* CSRF token of a visitor without a session */

	/* route arguments, percent-decoded */
	char *list;
	char *mid;

	/* POST form fields (url-encoded or multipart, files excepted) */
	struct field fields[REQ_MAX_FIELDS];
	int nfields;
	const char *upload_path;  /* a streamed file field, if any */
	const char *upload_name;

	struct db *db;            /* NULL until req_db(); page queries */
	struct db *db_write;      /* NULL until req_db_write(); sessions, logins */
	int db_down;
	int read_primary;         /* req_query on the primary (req_read_primary) */
	struct user *user;        /* logged-in user, or NULL */
	int session_loaded;
	struct user user_storage;

	/* decided before a page renders: the token its forms carry (the session's,
	 * or a visitor's on a page with visitor forms: /login), else NULL */
	const char *csrf;

	/* the response */
	int status;
	int failed;               /* req_fail was called: the dispatcher writes the error page */
	char *fail_message;
	const char *template;     /* the template page_render used, and what it could not resolve */
	int template_problems;
	const char *type;
	char *hdr_name[REQ_MAX_HEADERS];
	char *hdr_value[REQ_MAX_HEADERS];
	int nhdr;
	struct buf out;
	int out_is_gzip;
};

/* A page handler fills req's response; returns 0, or -1 after req_fail(). */
typedef int (*page_fn)(struct req *r);

/* Request helpers (req.c) */
void req_init(struct req *r, struct server *srv, const char *method, const char *url);
void req_release(struct req *r);
/* give the request's database connections back to their pools */
void req_put_db(struct req *r);
void req_header(struct req *r, const char *name, const char *value);
/* decoded query argument NAME (a malloc'ed string the req owns), or NULL */
const char *req_arg(struct req *r, const char *name);
long long req_arg_int(struct req *r, const char *name, long long def, long long min, long long max);
/* form field of a POST, or NULL */
const char *req_field(struct req *r, const char *name);
int req_add_field(struct req *r, const char *name, const char *data, size_t len);
/* a cookie's value (malloc'ed, the caller frees), or NULL */
char *req_cookie(const struct req *r, const char *name);
/* borrow a page connection; NULL and a 503 page when the database is away */
struct db *req_db(struct req *r);
/* the primary, for what must be written or read back at once (sessions) */
struct db *req_db_write(struct req *r);
/*
 * This page reads back what its reader just wrote (an upload's progress): its
 * req_query calls go to the primary, which a replica may lag behind.
 */
void req_read_primary(struct req *r);
/*
 * SQL in the server is written one way: each statement a named
 * static const char sql_NAME[] at the top of the file that runs it (shared
 * fragments, such as SQL_UTC, are macros of core/db.h and core/groups.h),
 * always with parameters, run by one of these: req_query* for what a page
 * reads (the replica when there is one, prepared once per connection,
 * traced by render --sql), req_write* for what must be written or read
 * back on the primary (sessions, hosts, agents).
 */
/* a statement on the primary: its rows (db_query), or NULL after error() */
PGresult *req_write(struct req *r, const char *sql, int n, const char *const *values);
/* the same for a statement without rows (db_exec): 0, or -1 after error() */
int req_write_exec(struct req *r, const char *sql, int n, const char *const *values);
/* a query for a page: NULL after writing the 503 or 500 page */
PGresult *req_query(struct req *r, const char *sql, int n, const char *const *values);
/* a query whose one column of one row is a JSON document: that document (JSON
 * null for no row or SQL NULL), or NULL after the error page */
json_t *req_query_json(struct req *r, const char *sql, int n, const char *const *values);
/* the same with results in binary (bytea as bytes) */
PGresult *req_query_bin(struct req *r, const char *sql, int n, const char *const *values);
/* The request fails with STATUS and MESSAGE: recorded here, written (HTML or
 * JSON) by the dispatcher once the handler returns, over whatever it wrote.
 * Returns -1. */
int req_fail(struct req *r, int status, const char *message);
int req_redirect(struct req *r, int status, const char *location);
/* "Not found" for 404 ... */
const char *req_status_title(int status);

/* Percent-decoding is core/url.h's ('+' is a space in query arguments only). */

/* Routing (route.c): the handler, then the error page if it failed */
int route_dispatch(struct req *r);
/* index of the route the raw path matches (r->list, r->mid set), or -1 */
int route_match(struct req *r);
/* true for a first path word that no list may take */
int route_reserved(const char *word);
/* true for a page served from memory (static files, the benchmark's page):
 * no session, no database, so the polling thread may answer it at once */
int route_in_memory(const char *path);

/* The render pool (render-pool.c): jobs run on its threads, in order */
struct render_pool *render_pool_new(int nthreads);
void render_submit(struct render_pool *p, void (*fn)(void *), void *arg);
/* finish every queued job; later submits run in the caller's thread */
void render_pool_stop(struct render_pool *p);
void render_pool_free(struct render_pool *p);

/* Database connection pool (pool.c) */
struct pool *pool_new(const char *conninfo, int size);
struct db *pool_get(struct pool *p);
void pool_put(struct pool *p, struct db *db);
void pool_free(struct pool *p);
/* SQL as a statement prepared once per connection; the caller checks and PQclear()s */
PGresult *pool_exec(struct pool *p, struct db *db, const char *sql, int n,
		    const char *const *values, int binary);

/* Server set-up shared by serve and render (server.c) */
int server_init(struct server *srv, const struct config *cfg, int pool_size);
void server_release(struct server *srv);
const struct static_file *server_static(const struct server *srv, const char *name);

struct serve_opts {
	const char *listen;       /* address to bind, default 127.0.0.1 (see listen_parse) */
	int port;
	const char *tls_cert;
	const char *tls_key;
	int threads;              /* render threads, each with a database connection */
	int io_threads;           /* MHD polling threads */
	int timeout;              /* seconds a connection may idle */
	int cache_mb;             /* page cache size; 0: no cache */
	int cache_ttl;            /* seconds a cached page may be served at most */
};
/*
 * --listen ADDR: an IPv4 address ("127.0.0.1"), an IPv6 address ("::",
 * "::1"), or either with a port ("127.0.0.1:8080", "[::1]:8080"; an IPv6
 * address takes brackets to carry one).  Fills *addr and *len; *port gets
 * the port when ADDR has one, else is left alone.  0, or -1 after error().
 */
struct sockaddr_storage;
int listen_parse(const char *text, struct sockaddr_storage *addr, unsigned *len, int *port);
/* Serve until SIGINT or SIGTERM. */
int server_run(struct server *srv, const struct serve_opts *opts);
/* Run the handlers for one GET without a socket; the response stays in r.
 * AS_USER: the request is that user's (render --as), or NULL: a visitor's. */
int server_render(struct server *srv, struct req *r, const char *url, const char *as_user);

/* Pages from templates (view.c, docs/web.md) */
/* load templates/ (compiled in) with the named helpers (helpers.c); -1 after error() */
int view_load(struct server *srv);
/* Render template NAME against MODEL (which it frees) as the page's HTML. */
int page_render(struct req *r, const char *name, json_t *model);
/* the same for a model read in place (template.h's values); nothing is freed */
struct tmpl_value;
int page_render_value(struct req *r, const char *name, const struct tmpl_value *model);
/* the error page of a failed request (req_fail), as HTML or, under /api/, JSON */
void page_error(struct req *r);

/* The pages (page-*.c); route.c's table names them */
int page_home(struct req *r);
int page_list(struct req *r);
int page_post(struct req *r);
int page_report(struct req *r);          /* page-report.c: /reports/report-N/ */
int page_api_report(struct req *r);      /* /api/reports/N */
int page_raw(struct req *r);
int page_thread(struct req *r);
int page_mbox(struct req *r);
int page_atom(struct req *r);
int page_digest(struct req *r);
int page_digests(struct req *r);         /* /digest/: every list's weeks */
int page_search(struct req *r);
int page_static(struct req *r);
int page_login(struct req *r);
int page_logout(struct req *r);
int page_upload(struct req *r);
int page_upload_status(struct req *r);
int page_bench(struct req *r);
int bench_page_prepare(struct server *srv);  /* page-static.c: /_bench/10k's bytes */
int page_bench_slow(struct req *r);     /* /_bench/slow?ms=N (tests) */
int page_api_lists(struct req *r);
int page_api_list(struct req *r);
int page_api_post(struct req *r);
int page_api_thread(struct req *r);
int page_api_search(struct req *r);
/* the agent API (api-agent.c), docs/agent-protocol.md */
int page_agent_hello(struct req *r);
int page_agent_claim(struct req *r);
int page_agent_task(struct req *r);
/* hosts and reruns (page-hosts.c, page-jobs.c, page-job-new.c) */
int page_hosts(struct req *r);
int page_jobs(struct req *r);
int page_job(struct req *r);
int page_job_new(struct req *r);
int page_api_job(struct req *r);
int page_api_jobs(struct req *r);
int page_api_hosts(struct req *r);
int page_api_rerun_plan(struct req *r);
/* a claim, its check and reruns (page-claim.c) */
int page_claim(struct req *r);
int page_api_claim(struct req *r);
/* every claim, filtered (page-claims.c) */
int page_claims(struct req *r);
int page_api_claims(struct req *r);
/* the comparison side (page-compare.c, page-series.c, page-systems.c, page-chart.c) */
int page_compare(struct req *r);
int page_series(struct req *r);
int page_systems(struct req *r);
int page_chart(struct req *r);
int page_api_compare(struct req *r);
int page_api_series(struct req *r);
int page_api_systems(struct req *r);

#endif
