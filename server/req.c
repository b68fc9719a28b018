/* req.c: the per-request context: arguments, fields, cookies, responses, errors */
#include "server.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../core/banned.h"

static void parse_query(struct req *r)
{
	const char *p = r->query;

	while (*p && r->nargs < REQ_MAX_FIELDS) {
		size_t len = strcspn(p, "&;");
		const char *eq = memchr(p, '=', len);
		struct field *f;

		if (eq) {
			f = &r->args[r->nargs++];
			f->name = url_decode(p, (size_t)(eq - p), 1);
			buf_init(&f->value);
			{
				char *v = url_decode(eq + 1, len - (size_t)(eq + 1 - p), 1);
				buf_adds(&f->value, v);
				free(v);
			}
		}
		p += len;
		if (*p)
			p++;
	}
}

void req_init(struct req *r, struct server *srv, const char *method, const char *url)
{
	const char *q = strchr(url, '?');

	memset(r, 0, sizeof(*r));
	r->srv = srv;
	r->method = method;
	r->is_post = !strcmp(method, "POST");
	r->path = q ? xstrndup(url, (size_t)(q - url)) : xstrdup(url);
	r->query = xstrdup(q ? q + 1 : "");
	buf_init(&r->out);
	buf_init(&r->body);
	r->status = 200;
	r->type = "text/html; charset=utf-8";
	parse_query(r);
}

/*
 * A page gives its connections back as soon as it is written, not when the
 * response has gone out: a slow or vanished client must not hold one, and a
 * worker waiting in pool_get cannot flush the responses of its other
 * connections, so holding them until 'completed' could deadlock the pool.
 */
void req_put_db(struct req *r)
{
	if (r->db_write && r->db_write != r->db)
		pool_put(r->srv->pool_write, r->db_write);
	if (r->db)
		pool_put(r->srv->pool, r->db);
	r->db = r->db_write = NULL;
}

void req_release(struct req *r)
{
	int i;

	req_put_db(r);
	for (i = 0; i < r->nargs; i++) {
		free(r->args[i].name);
		buf_release(&r->args[i].value);
	}
	for (i = 0; i < r->nfields; i++) {
		free(r->fields[i].name);
		buf_release(&r->fields[i].value);
	}
	for (i = 0; i < r->nhdr; i++) {
		free(r->hdr_name[i]);
		free(r->hdr_value[i]);
	}
	free(r->path);
	free(r->query);
	free(r->cookie);
	free(r->authorization);
	buf_release(&r->body);
	free(r->list);
	free(r->mid);
	free(r->fail_message);
	buf_release(&r->out);
	memset(r, 0, sizeof(*r));
}

void req_header(struct req *r, const char *name, const char *value)
{
	if (r->nhdr == REQ_MAX_HEADERS)
		return;
	r->hdr_name[r->nhdr] = xstrdup(name);
	r->hdr_value[r->nhdr] = xstrdup(value);
	r->nhdr++;
}

const char *req_arg(struct req *r, const char *name)
{
	int i;

	for (i = 0; i < r->nargs; i++)
		if (!strcmp(r->args[i].name, name))
			return r->args[i].value.data;
	return NULL;
}

long long req_arg_int(struct req *r, const char *name, long long def, long long min, long long max)
{
	const char *v = req_arg(r, name);
	char *end;
	long long n;

	if (!v || !*v)
		return def;
	n = strtoll(v, &end, 10);
	if (*end || n < min || n > max)
		return def;
	return n;
}

const char *req_field(struct req *r, const char *name)
{
	int i;

	for (i = 0; i < r->nfields; i++)
		if (!strcmp(r->fields[i].name, name))
			return r->fields[i].value.data;
	return NULL;
}

/* -1 when the form has more distinct fields than a request holds: the
 * caller refuses the request rather than act on part of a form */
int req_add_field(struct req *r, const char *name, const char *data, size_t len)
{
	int i;

	for (i = 0; i < r->nfields; i++)
		if (!strcmp(r->fields[i].name, name))
			break;
	if (i == r->nfields) {
		if (r->nfields == REQ_MAX_FIELDS)
			return -1;
		r->fields[i].name = xstrdup(name);
		buf_init(&r->fields[i].value);
		r->nfields++;
	}
	if (r->fields[i].value.len + len <= 64 * 1024)
		buf_add(&r->fields[i].value, data, len);
	return 0;
}

char *req_cookie(const struct req *r, const char *name)
{
	const char *p = r->cookie;
	size_t n = strlen(name);

	while (p && *p) {
		while (*p == ' ' || *p == ';')
			p++;
		if (!strncmp(p, name, n) && p[n] == '=') {
			p += n + 1;
			return xstrndup(p, strcspn(p, ";"));
		}
		p += strcspn(p, ";");
	}
	return NULL;
}

struct db *req_db(struct req *r)
{
	if (r->db)
		return r->db;
	r->db = pool_get(r->srv->pool);
	if (!r->db) {
		r->db_down = 1;
		req_fail(r, 503, "The database is not answering. The page will work again as soon as it is back.");
	}
	return r->db;
}

/*
 * render --sql: the query as a pgbench script, preceded by a comment line
 * with the -D options for each protocol (the K-th query's $i is :qKpi): "-M simple" puts each value in as
 * text, so there the values come quoted as SQL literals; "-M prepared" binds
 * them as parameters, so there they are bare.  A ':' inside a string literal
 * would look like a variable to pgbench, so it is written as chr(58): the
 * same constant once folded.  The values are ours (list names and
 * Message-IDs of a benchmark), and this runs only under render.
 */
static void trace_defs(FILE *f, int k, const char *mode, int n, const char *const *values, int quote)
{
	const char *p;
	int i;

	fprintf(f, "-- pgbench -M %s", mode);
	for (i = 0; i < n; i++) {
		fprintf(f, " -D \"q%dp%d=%s", k, i + 1, quote ? "'" : "");
		for (p = values[i] ? values[i] : ""; *p; p++) {
			if (quote && *p == '\'')
				fputs("''", f);
			else if (strchr("\"$`\\", *p))
				fprintf(f, "\\%c", *p);
			else
				fputc(*p, f);
		}
		fputs(quote ? "'\"" : "\"", f);
	}
	fputc('\n', f);
}

static void trace(FILE *f, int k, const char *sql, int n, const char *const *values)
{
	const char *p;
	int in_quote = 0, paren = 0;

	trace_defs(f, k, "simple", n, values, 1);
	trace_defs(f, k, "prepared", n, values, 0);
	for (p = sql; *p; p++) {
		/*
		 * A literal holding ':' becomes 'a' || chr(58) || 'b' (pgbench would
		 * take :b for a variable), in parentheses: x ~* 'a:b' must stay one
		 * operand, not (x ~* 'a') || ...
		 */
		if (*p == '\'' && !in_quote && strchr(p + 1, '\'') &&
		    memchr(p + 1, ':', (size_t)(strchr(p + 1, '\'') - (p + 1))))
			fputc('(', f), paren = 1;
		if (*p == '\'') {
			in_quote = !in_quote;
			if (!in_quote && paren) {
				fputs("')", f);
				paren = 0;
				continue;
			}
		}
		if (!in_quote && *p == '$' && p[1] >= '1' && p[1] <= '9') {
			fprintf(f, ":q%dp", k);
			continue;
		}
		if (in_quote && *p == ':') {
			fputs("' || chr(58) || '", f);
			continue;
		}
		fputc(*p, f);
	}
	fputs(";\n", f);
}

static PGresult *query(struct req *r, const char *sql, int n, const char *const *values,
		       int binary)
{
	struct pool *p = r->read_primary ? r->srv->pool_write : r->srv->pool;
	struct db *db = r->read_primary ? req_db_write(r) : req_db(r);
	PGresult *res;

	if (!db)
		return NULL;
	if (r->srv->sql_trace)
		trace(r->srv->sql_trace, ++r->srv->sql_trace_n, sql, n, values);
	res = pool_exec(p, db, sql, n, values, binary);
	if (PQresultStatus(res) == PGRES_TUPLES_OK)
		return res;
	error("database: %s", PQresultErrorMessage(res));
	PQclear(res);
	if (PQstatus(db->conn) != CONNECTION_OK) {
		r->db_down = 1;
		req_fail(r, 503, "The database went away. The page will work again as soon as it is back.");
	} else {
		req_fail(r, 500, "A database query failed; the server log says why.");
	}
	return NULL;
}

json_t *req_query_json(struct req *r, const char *sql, int n, const char *const *values)
{
	PGresult *res = req_query(r, sql, n, values);
	json_t *j;

	if (!res)
		return NULL;
	j = PQntuples(res) == 1 && !PQgetisnull(res, 0, 0) ? json_loads(PQgetvalue(res, 0, 0), 0, NULL) : json_null();
	PQclear(res);
	if (!j)
		req_fail(r, 500, "The database answered with JSON that does not parse.");
	return j;
}

void req_read_primary(struct req *r)
{
	r->read_primary = 1;
}

struct db *req_db_write(struct req *r)
{
	if (r->db_write)
		return r->db_write;
	if (r->srv->pool_write == r->srv->pool) {
		r->db_write = req_db(r);
		return r->db_write;
	}
	r->db_write = pool_get(r->srv->pool_write);
	if (!r->db_write) {
		r->db_down = 1;
		req_fail(r, 503, "The database is not answering. The page will work again as soon as it is back.");
	}
	return r->db_write;
}

PGresult *req_write(struct req *r, const char *sql, int n, const char *const *values)
{
	struct db *db = req_db_write(r);

	return db ? db_query(db, sql, n, values) : NULL;
}

int req_write_exec(struct req *r, const char *sql, int n, const char *const *values)
{
	struct db *db = req_db_write(r);

	return db ? db_exec(db, sql, n, values) : -1;
}

PGresult *req_query(struct req *r, const char *sql, int n, const char *const *values)
{
	return query(r, sql, n, values, 0);
}

PGresult *req_query_bin(struct req *r, const char *sql, int n, const char *const *values)
{
	return query(r, sql, n, values, 1);
}

const char *req_status_title(int status)
{
	switch (status) {
	case 400: return "Bad request";
	case 401: return "Unauthorized";
	case 403: return "Forbidden";
	case 404: return "Not found";
	case 405: return "Method not allowed";
	case 409: return "Conflict";
	case 413: return "Too large";
	case 503: return "Service unavailable";
	default: return "Server error";
	}
}

int req_fail(struct req *r, int status, const char *message)
{
	r->status = status;
	r->failed = 1;
	free(r->fail_message);
	r->fail_message = xstrdup(message);
	if (status == 503)
		req_header(r, "Retry-After", "5");
	return -1;
}

int req_redirect(struct req *r, int status, const char *location)
{
	r->status = status;
	req_header(r, "Location", location);
	buf_clear(&r->out);
	r->type = "text/plain; charset=utf-8";
	buf_adds(&r->out, "see ");
	buf_adds(&r->out, location);
	buf_addc(&r->out, '\n');
	return 0;
}
