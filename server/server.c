/* server.c: libmicrohttpd set-up, the request life cycle, and 'render' without a socket */
#include "server.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "auth.h"
#include "cache.h"
#include "template.h"
#include "../core/cluster.h"
#include "../core/config.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * The request life cycle under MHD (0.9.75):
 *  - the URI log callback sees the raw request line first; it allocates the
 *    struct conn that becomes *con_cls and keeps the raw URI, because MHD
 *    unescapes the path before the access handler sees it (our unescape
 *    callback does nothing, and route.c decodes each path word itself);
 *  - the first access-handler call only reads headers and sets up the POST
 *    processor: answering then would cost the keep-alive connection;
 *  - calls with upload data feed the POST processor (files stream to disk);
 *  - the last call answers from the cache, or suspends the connection and
 *    hands the page to the render pool (render-pool.c): the polling thread
 *    goes on serving its other connections meanwhile;
 *  - the render job resumes the connection, and the call after that queues
 *    the response.
 * Limits: headers must fit in the per-connection memory limit (MHD answers
 * 431 or 413 otherwise), bodies are bounded by max_upload (files) and 64 KB
 * (fields), and an idle connection is dropped after the timeout.
 */

#define FIELD_LIMIT (64 * 1024)

struct conn {
	struct req req;
	char *uri;
	int started;
	struct MHD_PostProcessor *pp;
	int upload_fd;
	char *upload_part;        /* var/uploads/TOKEN.part while streaming */
	char *upload_name;
	long long upload_bytes;
	long long body_bytes;
	int too_big;
	int failed;               /* the body could not be read or stored */
	int anonymous_get;        /* GET or HEAD without a session: the cache may answer */
	unsigned long cache_gen;  /* the cache generation read before the page's queries */
	int cache_pending;        /* this request renders a pending key: cache_done when answered */
	struct MHD_Connection *mc;
	int suspended;            /* counted in srv->suspended until called again */
	int rendered;             /* the page is in req: queue it on the next call */
};

static const char csp[] = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; "
	"img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/* ---------- static files: loaded once, served from memory ---------- */

static const char *type_of(const char *name)
{
	const char *dot = strrchr(name, '.');

	if (!dot)
		return "application/octet-stream";
	if (!strcmp(dot, ".css"))
		return "text/css; charset=utf-8";
	if (!strcmp(dot, ".js"))
		return "text/javascript; charset=utf-8";
	if (!strcmp(dot, ".svg"))
		return "image/svg+xml";
	if (!strcmp(dot, ".png"))
		return "image/png";
	if (!strcmp(dot, ".ico"))
		return "image/x-icon";
	if (!strcmp(dot, ".txt"))
		return "text/plain; charset=utf-8";
	return "application/octet-stream";
}

static int load_file(const char *path, char **data, size_t *len)
{
	struct buf b = BUF_INIT;
	char chunk[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return error("unable to open '%s': %s", path, strerror(errno));
	while ((n = read(fd, chunk, sizeof(chunk))) > 0)
		buf_add(&b, chunk, (size_t)n);
	close(fd);
	if (n < 0) {
		buf_release(&b);
		return error("unable to read '%s'", path);
	}
	*data = buf_detach(&b, len);
	return 0;
}

/*
 * Only regular files directly in static/ with plain names are served, and
 * they are read at start-up: no request path ever reaches the file system,
 * so nothing can escape static/.
 */
static int load_statics(struct server *srv)
{
	struct buf dir = BUF_INIT, path = BUF_INIT;
	struct dirent *de;
	DIR *d;

	buf_addf(&dir, "%s/static", srv->home);
	d = opendir(dir.data);
	if (!d) {
		warning("no static files: unable to open '%s'", dir.data);
		buf_release(&dir);
		return 0;
	}
	while ((de = readdir(d))) {
		struct static_file *f;
		struct stat st;

		if (de->d_name[0] == '.' || strspn(de->d_name, "abcdefghijklmnopqrstuvwxyz"
			"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") != strlen(de->d_name))
			continue;
		buf_clear(&path);
		buf_addf(&path, "%s/%s", dir.data, de->d_name);
		if (stat(path.data, &st) < 0 || !S_ISREG(st.st_mode))
			continue;
		srv->statics = xrealloc(srv->statics, (srv->nstatics + 1) * sizeof(*srv->statics));
		f = &srv->statics[srv->nstatics];
		if (load_file(path.data, &f->data, &f->len) < 0)
			continue;
		f->name = xstrdup(de->d_name);
		f->type = xstrdup(type_of(de->d_name));
		srv->nstatics++;
	}
	closedir(d);
	buf_release(&dir);
	buf_release(&path);
	return 0;
}

const struct static_file *server_static(const struct server *srv, const char *name)
{
	size_t i;

	for (i = 0; i < srv->nstatics; i++)
		if (!strcmp(srv->statics[i].name, name))
			return &srv->statics[i];
	return NULL;
}

int server_init(struct server *srv, const struct config *cfg, int pool_size)
{
	struct buf conninfo = BUF_INIT;
	const char *read = getenv("SCHEDLORE_DB_READ");

	memset(srv, 0, sizeof(*srv));
	srv->home = cfg->home;
	srv->var = cfg->var;
	srv->max_upload = 256LL << 20;
	if (cfg->db)
		buf_adds(&conninfo, cfg->db);
	else if (cluster_conninfo(cfg, &conninfo, "schedlore") < 0)
		return -1;
	srv->conninfo = buf_detach(&conninfo, NULL);
	srv->conninfo_read = read && *read ? xstrdup(read) : NULL;
	/* page queries go to the replica when there is one */
	srv->pool = pool_new(srv->conninfo_read ? srv->conninfo_read : srv->conninfo, pool_size);
	srv->pool_write = srv->conninfo_read ? pool_new(srv->conninfo, pool_size) : srv->pool;
	if (view_load(srv) < 0)
		return -1;
	return load_statics(srv);
}

void server_release(struct server *srv)
{
	size_t i;

	for (i = 0; i < srv->nstatics; i++) {
		free(srv->statics[i].name);
		free(srv->statics[i].type);
		free(srv->statics[i].data);
	}
	free(srv->statics);
	json_decref(srv->bench_model);
	tmpl_free(srv->templates);
	if (srv->pool_write != srv->pool)
		pool_free(srv->pool_write);
	pool_free(srv->pool);
	free(srv->conninfo);
	free(srv->conninfo_read);
	memset(srv, 0, sizeof(*srv));
}

int server_render(struct server *srv, struct req *r, const char *url, const char *as_user)
{
	req_init(r, srv, "GET", url);
	if (as_user && auth_as_user(r, as_user) < 0) {
		error("there is no user '%s'", as_user);
		req_fail(r, 403, "There is no such user.");
		page_error(r);
		return r->status;
	}
	route_dispatch(r);
	return r->status;
}

/* ---------- MHD callbacks ---------- */

static void *uri_log(void *cls, const char *uri, struct MHD_Connection *mc)
{
	struct conn *c = xcalloc(1, sizeof(*c));

	c->uri = xstrdup(uri);
	c->upload_fd = -1;
	return c;
}

static size_t unescape_nothing(void *cls, struct MHD_Connection *mc, char *s)
{
	return strlen(s);
}

static void upload_abort(struct conn *c)
{
	if (c->upload_fd >= 0)
		close(c->upload_fd);
	c->upload_fd = -1;
	if (c->upload_part)
		unlink(c->upload_part);
}

/* A file field streams to var/uploads/TOKEN.part, only for an admin. */
static int upload_chunk(struct conn *c, const char *filename, const char *data, size_t size)
{
	struct req *r = &c->req;

	if (!r->user || strcmp(r->user->role, "admin") || strcmp(r->path, "/upload"))
		return 0;
	if (!c->upload_part) {
		struct buf b = BUF_INIT;
		char token[65];

		buf_addf(&b, "%s/uploads", r->srv->var);
		mkdir(r->srv->var, 0755);
		mkdir(b.data, 0700);
		auth_random_token(token);
		token[24] = '\0';
		buf_addf(&b, "/%s.part", token);
		c->upload_part = buf_detach(&b, NULL);
		c->upload_name = xstrdup(filename);
		c->upload_fd = open(c->upload_part, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
		if (c->upload_fd < 0)
			return error("unable to create '%s': %s", c->upload_part, strerror(errno));
	}
	c->upload_bytes += (long long)size;
	if (c->upload_bytes > r->srv->max_upload) {
		c->too_big = 1;
		upload_abort(c);
		return -1;
	}
	while (size > 0) {
		ssize_t n = write(c->upload_fd, data, size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			upload_abort(c);
			return error("unable to write '%s': %s", c->upload_part, strerror(errno));
		}
		data += n;
		size -= (size_t)n;
	}
	return 0;
}

static enum MHD_Result post_field(void *cls, enum MHD_ValueKind kind, const char *key,
				  const char *filename, const char *content_type,
				  const char *transfer_encoding, const char *data,
				  uint64_t off, size_t size)
{
	struct conn *c = cls;

	if (filename)
		return upload_chunk(c, filename, data, size) < 0 ? MHD_NO : MHD_YES;
	c->body_bytes += (long long)size;
	if (c->body_bytes > FIELD_LIMIT) {
		c->too_big = 1;
		return MHD_NO;
	}
	if (req_add_field(&c->req, key, data, size) < 0) {
		c->too_big = 1;
		return MHD_NO;
	}
	return MHD_YES;
}

static void add_headers(struct MHD_Response *resp, struct req *r)
{
	int i;

	MHD_add_response_header(resp, "Content-Type", r->type);
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(resp, "Content-Security-Policy", csp);
	MHD_add_response_header(resp, "Referrer-Policy", "same-origin");
	MHD_add_response_header(resp, "X-Frame-Options", "DENY");
	if (r->srv->tls)
		MHD_add_response_header(resp, "Strict-Transport-Security", "max-age=31536000");
	for (i = 0; i < r->nhdr; i++)
		MHD_add_response_header(resp, r->hdr_name[i], r->hdr_value[i]);
}

/*
 * What the cache may keep: a 200 for a visitor without a session that sets
 * no cookie (the login form sets one), and never the benchmark's reference
 * page (it stands for the HTTP layer's ceiling).
 */
static int page_cacheable(const struct req *r, unsigned long gen)
{
	int i;

	if (!gen || r->status != 200 || r->user || r->db_down || !strcmp(r->path, "/_bench/10k"))
		return 0;
	for (i = 0; i < r->nhdr; i++)
		if (!strcasecmp(r->hdr_name[i], "Set-Cookie"))
			return 0;
	return 1;
}

/* the response for the page in R (its body moves into the response) */
static struct MHD_Response *make_response(struct req *r, size_t *len)
{
	char *body = buf_detach(&r->out, len);
	struct MHD_Response *resp = MHD_create_response_from_buffer(*len, body, MHD_RESPMEM_MUST_FREE);

	if (!resp) {
		free(body);
		return NULL;
	}
	add_headers(resp, r);
	return resp;
}

static enum MHD_Result respond(struct MHD_Connection *mc, struct conn *c)
{
	struct req *r = &c->req;
	struct MHD_Response *resp;
	enum MHD_Result ret = MHD_NO;
	size_t len;

	if ((resp = make_response(r, &len))) {
		ret = MHD_queue_response(mc, (unsigned)r->status, resp);
		if (!c->anonymous_get || !page_cacheable(r, c->cache_gen) ||
		    !cache_put(r->srv->cache, c->uri, (unsigned)r->status, resp, len, c->cache_gen))
			MHD_destroy_response(resp);
	}
	if (c->cache_pending)
		cache_done(r->srv->cache, c->uri);
	c->cache_pending = 0;
	return ret;
}

/* ---------- rendering off the polling threads ---------- */

/* The page for C's request, in c->req: refusals first, then the route. */
static void answer(struct conn *c)
{
	struct req *r = &c->req;

	if (c->upload_fd >= 0) {
		close(c->upload_fd);
		c->upload_fd = -1;
		r->upload_path = c->upload_part;
		r->upload_name = c->upload_name;
	}
	if (c->too_big) {
		r->user = NULL;
		req_fail(r, 413, "The request is larger than this server accepts.");
		page_error(r);
	} else if (c->failed) {
		req_fail(r, 400, "The form could not be read (or the upload could not be stored).");
		page_error(r);
	} else {
		route_dispatch(r);
	}
	req_put_db(r);
}

/*
 * The generation R's page may be kept under: GEN, or 0 (served, not kept)
 * when the pages are read on a replica that has not yet replayed the last
 * change the primary announced (cache.c).  Called before the page's
 * queries, on the connection they will use.
 */
static const char sql_replay_position[] = "SELECT pg_last_wal_replay_lsn()";

static unsigned long keepable_generation(struct req *r, unsigned long gen)
{
	unsigned long long need = cache_wal_needed(r->srv->cache);
	PGresult *res;
	int keep;

	if (!gen || !need)
		return gen;
	if (!r->db && !(r->db = pool_get(r->srv->pool)))
		return 0;     /* the page's own query reports it */
	res = pool_exec(r->srv->pool, r->db, sql_replay_position, 0, NULL, 0);
	/* NULL: not in recovery, so not behind anything */
	keep = PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) == 1 &&
	       (PQgetisnull(res, 0, 0) || lsn_from_text(PQgetvalue(res, 0, 0)) >= need);
	PQclear(res);
	return keep ? gen : 0;
}

/* on a render thread, while C's connection is suspended */
static void render_job(void *arg)
{
	struct conn *c = arg;

	c->cache_gen = keepable_generation(&c->req, c->cache_gen);
	answer(c);
	c->rendered = 1;
	MHD_resume_connection(c->mc);
}

/* bookkeeping only: the caller (or cache_serve) suspends MC itself */
static void count_suspended(struct server *srv, struct conn *c, struct MHD_Connection *mc)
{
	c->mc = mc;
	c->suspended = 1;
	atomic_fetch_add(&srv->suspended, 1);
}

static void count_resumed(struct server *srv, struct conn *c)
{
	if (c->suspended)
		atomic_fetch_sub(&srv->suspended, 1);
	c->suspended = 0;
}

struct refresh {
	struct server *srv;
	char *uri;
};

/* An aged page rendered again with no connection waiting: visitors get the
 * aged copy meanwhile (cache.c). */
static void refresh_job(void *arg)
{
	struct refresh *f = arg;
	struct server *srv = f->srv;
	unsigned long gen = cache_generation(srv->cache);
	struct MHD_Response *resp;
	struct req r;
	size_t len;

	req_init(&r, srv, "GET", f->uri);
	gen = keepable_generation(&r, gen);
	route_dispatch(&r);
	req_put_db(&r);
	if (page_cacheable(&r, gen) && (resp = make_response(&r, &len)) &&
	    !cache_put(srv->cache, f->uri, (unsigned)r.status, resp, len, gen))
		MHD_destroy_response(resp);
	cache_done(srv->cache, f->uri);
	req_release(&r);
	free(f->uri);
	free(f);
}

static void refresh_start(struct server *srv, const char *uri)
{
	struct refresh *f = xcalloc(1, sizeof(*f));

	f->srv = srv;
	f->uri = xstrdup(uri);
	render_submit(srv->renderer, refresh_job, f);
}

/*
 * The last call: the cache first (a hit, an aged copy, or parked behind the
 * request that renders the same page), then the page, rendered here only
 * when it comes from memory.
 */
static enum MHD_Result final_call(struct server *srv, struct conn *c, struct MHD_Connection *mc)
{
	enum MHD_Result ret;

	if (c->anonymous_get && srv->cache) {
		switch (cache_serve(srv->cache, mc, c->uri, &ret)) {
		case CACHE_HIT:
			return ret;
		case CACHE_STALE:
			refresh_start(srv, c->uri);
			return ret;
		case CACHE_PARKED:
			count_suspended(srv, c, mc);
			return MHD_YES;
		case CACHE_MISS:
			c->cache_pending = 1;
			break;
		case CACHE_UNTRACKED:
			break;
		}
		c->cache_gen = cache_generation(srv->cache);
	}
	if (route_in_memory(c->req.path)) {
		answer(c);
		return respond(mc, c);
	}
	count_suspended(srv, c, mc);
	MHD_suspend_connection(mc);
	render_submit(srv->renderer, render_job, c);
	return MHD_YES;
}

static void first_call(struct server *srv, struct conn *c, struct MHD_Connection *mc,
		       const char *method)
{
	struct req *r = &c->req;
	const char *cookie = MHD_lookup_connection_value(mc, MHD_HEADER_KIND, "Cookie");
	const char *length = MHD_lookup_connection_value(mc, MHD_HEADER_KIND, "Content-Length");
	const char *auth = MHD_lookup_connection_value(mc, MHD_HEADER_KIND, "Authorization");

	req_init(r, srv, method, c->uri);
	r->cookie = cookie ? xstrdup(cookie) : NULL;
	r->authorization = auth ? xstrdup(auth) : NULL;
	if (!r->is_post) {
		char *session = req_cookie(r, "sl_session");

		/*
		 * Only what any anonymous reader would get may be cached: no session,
		 * no Authorization (agents), not the login form (it sets a cookie),
		 * not the benchmark's reference page.
		 */
		c->anonymous_get = !session && !auth &&
				   (!strcmp(method, "GET") || !strcmp(method, "HEAD")) &&
				   strcmp(r->path, "/login") && strcmp(r->path, "/_bench/10k") &&
				   strncmp(r->path, "/api/agent/", 11);
		free(session);
		return;
	}
	/* the agent API takes JSON, not forms: the body is kept as it came */
	if (!strncmp(r->path, "/api/agent/", 11)) {
		r->raw_body = 1;
		if (length && atoll(length) > REQ_MAX_BODY)
			c->too_big = 1;
		return;
	}
	if (length && atoll(length) > srv->max_upload + FIELD_LIMIT)
		c->too_big = 1;
	/* a session is needed before a file may stream to disk */
	if (!strcmp(r->path, "/upload")) {
		auth_load_session(r);
		req_put_db(r);      /* not held while the file streams in */
	}
	if (!c->too_big)
		c->pp = MHD_create_post_processor(mc, 32 * 1024, post_field, c);
}

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *mc, const char *url,
				      const char *method, const char *version,
				      const char *upload_data, size_t *upload_data_size,
				      void **con_cls)
{
	struct server *srv = cls;
	struct conn *c = *con_cls;
	struct req *r;

	if (!c)
		return MHD_NO;
	r = &c->req;
	if (!c->started) {
		c->started = 1;
		first_call(srv, c, mc, method);
		return MHD_YES;
	}
	count_resumed(srv, c);
	if (c->rendered)
		return respond(mc, c);
	if (*upload_data_size && r->raw_body) {
		if (r->body.len + *upload_data_size > REQ_MAX_BODY)
			c->too_big = 1;
		else if (!c->too_big)
			buf_add(&r->body, upload_data, *upload_data_size);
		*upload_data_size = 0;
		return MHD_YES;
	}
	if (*upload_data_size) {
		if (c->pp && !c->too_big && !c->failed &&
		    MHD_post_process(c->pp, upload_data, *upload_data_size) != MHD_YES && !c->too_big)
			c->failed = 1;
		*upload_data_size = 0;
		return MHD_YES;
	}
	return final_call(srv, c, mc);
}

static void completed(void *cls, struct MHD_Connection *mc, void **con_cls,
		      enum MHD_RequestTerminationCode toe)
{
	struct server *srv = cls;
	struct conn *c = *con_cls;

	if (!c)
		return;
	count_resumed(srv, c);
	if (c->cache_pending)       /* the client left before its page was answered */
		cache_done(srv->cache, c->uri);
	if (c->pp)
		MHD_destroy_post_processor(c->pp);
	upload_abort(c);        /* a finished upload was renamed away already */
	if (c->started)
		req_release(&c->req);
	free(c->upload_part);
	free(c->upload_name);
	free(c->uri);
	free(c);
	*con_cls = NULL;
}

/* The one global: a signal handler can reach nothing else. */
static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)
{
	stop_requested = sig;
}

/*
 * How many connections MHD may hold.  MHD splits the limit evenly among the
 * pool's threads, and a thread at its share stops accepting: connections past
 * it wait in the listen backlog until a kept-alive one closes, which under a
 * load tool is never.  So the limit is far above the clients we expect
 * (4,096: 256 a thread at 16 threads), bounded by the descriptors the process
 * may open (raised to the hard limit), less a reserve for the database pool,
 * the cache's listener and static files.  A connection costs its 64 KB memory
 * pool only once it has sent something.
 */
static unsigned connection_limit(void)
{
	struct rlimit rl;
	rlim_t want = 4096 + 128;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0)
		return 512;
	if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < want) {
		rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > want ? want : rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
		getrlimit(RLIMIT_NOFILE, &rl);
	}
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= want)
		return 4096;
	return rl.rlim_cur > 256 ? (unsigned)(rl.rlim_cur - 128) : 128;
}

/*
 * MHD_stop_daemon panics while a connection is suspended, so first the render
 * pool finishes what it holds (later pages render in the polling threads),
 * then every connection it resumed, or that was parked behind one, is given
 * a moment to be called again.
 */
static void stop_rendering(struct server *srv)
{
	int ms;

	render_pool_stop(srv->renderer);
	for (ms = 0; ms < 5000 && atomic_load(&srv->suspended) > 0; ms += 10)
		usleep(10 * 1000);
	if (atomic_load(&srv->suspended) > 0)
		warning("%d connections still suspended at shutdown", atomic_load(&srv->suspended));
}

/* the port of "...:PORT" at P (after the address), or -1 */
static int port_of(const char *p)
{
	char *end;
	long n;

	if (*p != ':' || !p[1])
		return -1;
	n = strtol(p + 1, &end, 10);
	return *end || n < 1 || n > 65535 ? -1 : (int)n;
}

int listen_parse(const char *text, struct sockaddr_storage *addr, unsigned *len, int *port)
{
	struct sockaddr_in *v4 = (struct sockaddr_in *)addr;
	struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)addr;
	const char *colon = strchr(text, ':'), *close = strchr(text, ']');
	char host[INET6_ADDRSTRLEN + 1];
	size_t n = strlen(text);
	int p = 0;

	memset(addr, 0, sizeof(*addr));
	if (text[0] == '[' && close) {            /* [::1] or [::1]:8080 */
		n = (size_t)(close - text - 1);
		text++;
		if (close[1] && (p = port_of(close + 1)) < 0)
			return error("'%s' has no port after the address", close + 1);
	} else if (colon && !strchr(colon + 1, ':')) {   /* 127.0.0.1:8080 */
		n = (size_t)(colon - text);
		if ((p = port_of(colon)) < 0)
			return error("'%s' is not a port", colon + 1);
	}
	if (n >= sizeof(host))
		return error("'%.*s' is not an address", (int)n, text);
	memcpy(host, text, n);
	host[n] = '\0';
	if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
		v4->sin_family = AF_INET;
		*len = sizeof(*v4);
	} else if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
		v6->sin6_family = AF_INET6;
		*len = sizeof(*v6);
	} else {
		return error("'%s' is not an IPv4 or IPv6 address", host);
	}
	if (p)
		*port = p;
	return 0;
}

/* ADDR's port set to PORT; the flags an IPv6 address needs ("::" takes IPv4 too) */
static unsigned listen_at(struct sockaddr_storage *addr, int port)
{
	struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)addr;

	if (addr->ss_family == AF_INET) {
		((struct sockaddr_in *)addr)->sin_port = htons((uint16_t)port);
		return 0;
	}
	v6->sin6_port = htons((uint16_t)port);
	return IN6_IS_ADDR_UNSPECIFIED(&v6->sin6_addr) ? MHD_USE_DUAL_STACK : MHD_USE_IPv6;
}

int server_run(struct server *srv, const struct serve_opts *opts)
{
	struct sockaddr_storage addr;
	unsigned addr_len;
	int port = opts->port;
	struct MHD_Daemon *d;
	char *cert = NULL, *key = NULL;
	size_t len;
	unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ERROR_LOG |
			 MHD_ALLOW_SUSPEND_RESUME;
	int ret = -1;

	if (listen_parse(opts->listen, &addr, &addr_len, &port) < 0)
		return -1;
	flags |= listen_at(&addr, port);
	if (opts->tls_cert || opts->tls_key) {
		if (!opts->tls_cert || !opts->tls_key)
			return error("--tls-cert and --tls-key go together");
		if (!MHD_is_feature_supported(MHD_FEATURE_TLS))
			return error("this libmicrohttpd has no TLS; serve behind a proxy (see README)");
		if (load_file(opts->tls_cert, &cert, &len) < 0 || load_file(opts->tls_key, &key, &len) < 0)
			goto cleanup;
		flags |= MHD_USE_TLS;
		srv->tls = 1;
	}
	if (srv->bench_page && bench_page_prepare(srv) < 0)
		goto cleanup;
	if (!(srv->renderer = render_pool_new(opts->threads)))
		goto cleanup;
	/* before the daemon: its threads read srv->cache from the first request */
	if (opts->cache_mb > 0) {
		srv->cache = cache_new(srv->conninfo, (size_t)opts->cache_mb << 20, opts->cache_ttl,
				       srv->conninfo_read != NULL);
		cache_wait_live(srv->cache, 2000);
	}
	d = MHD_start_daemon(flags, (uint16_t)port, NULL, NULL, access_handler, srv,
		MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
		MHD_OPTION_THREAD_POOL_SIZE, (unsigned)opts->io_threads,
		MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)opts->timeout,
		MHD_OPTION_CONNECTION_LIMIT, connection_limit(),
		MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
		MHD_OPTION_URI_LOG_CALLBACK, uri_log, srv,
		MHD_OPTION_UNESCAPE_CALLBACK, unescape_nothing, srv,
		MHD_OPTION_NOTIFY_COMPLETED, completed, srv,
		srv->tls ? MHD_OPTION_HTTPS_MEM_CERT : MHD_OPTION_END, cert,
		MHD_OPTION_HTTPS_MEM_KEY, key,
		MHD_OPTION_END);
	if (!d) {
		error("unable to listen on %s (port %d)", opts->listen, port);
		goto cleanup;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGPIPE, SIG_IGN);
	note("schedlore: serving http%s on %s, port %d", srv->tls ? "s" : "", opts->listen, port);
	while (!stop_requested)
		sleep(1);
	note("schedlore: stopping");
	stop_rendering(srv);
	MHD_stop_daemon(d);
	cache_free(srv->cache);
	srv->cache = NULL;
	ret = 0;
cleanup:
	render_pool_free(srv->renderer);
	srv->renderer = NULL;
	cache_free(srv->cache);
	srv->cache = NULL;
	free(cert);
	free(key);
	return ret;
}
