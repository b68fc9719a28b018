/* auth.c: accounts, argon2id passwords, sessions and CSRF tokens (libsodium) */
#include "auth.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * Sessions: the cookie holds 32 random bytes (hex); the database holds only
 * their BLAKE2b hash.  The cookie is HttpOnly and SameSite=Strict, Secure
 * under TLS.  CSRF: a logged-in session has its own token, kept with the
 * session; a visitor (the login form) gets a token in a cookie of its own and
 * the form must echo it (double submit).  Either way the comparison runs in
 * constant time.
 */

void auth_random_token(char out[65])
{
	unsigned char bytes[32];

	randombytes_buf(bytes, sizeof(bytes));
	sodium_bin2hex(out, 65, bytes, sizeof(bytes));
}

void auth_random_password(char out[21])
{
	static const char alphabet[] = "abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY34679";
	int i;

	for (i = 0; i < 20; i++)
		out[i] = alphabet[randombytes_uniform(sizeof(alphabet) - 1)];
	out[20] = '\0';
}

static void token_hash(const char *token, char out[65])
{
	unsigned char h[32];

	crypto_generichash(h, sizeof(h), (const unsigned char *)token, strlen(token), NULL, 0);
	sodium_bin2hex(out, 65, h, sizeof(h));
}

static int is_token(const char *s)
{
	size_t i;

	for (i = 0; s[i]; i++)
		if (!strchr("0123456789abcdef", s[i]))
			return 0;
	return i == 64;
}

static void set_cookie(struct req *r, const char *name, const char *value, int max_age)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "%s=%s; Path=/; HttpOnly; SameSite=Strict; Max-Age=%d%s", name, value,
		 max_age, r->srv->tls ? "; Secure" : "");
	req_header(r, "Set-Cookie", b.data);
	buf_release(&b);
}

static const char sql_session[] =
	"SELECT u.id, u.name, u.role, s.csrf FROM sessions s JOIN users u ON u.id = s.user_id"
	" WHERE s.token_hash = $1 AND s.expires_at > now()";
static const char sql_user[] = "SELECT id, name, role FROM users WHERE name = $1";
static const char sql_password[] = "SELECT id, pw_hash FROM users WHERE name = $1";
static const char sql_session_add[] =
	"INSERT INTO sessions (token_hash, user_id, csrf, expires_at)"
	" VALUES ($1, $2::bigint, $3, now() + make_interval(hours => $4::int))";
/* expired sessions go as new ones come */
static const char sql_sessions_expired[] = "DELETE FROM sessions WHERE expires_at < now()";
static const char sql_session_end[] = "DELETE FROM sessions WHERE token_hash = $1";
static const char sql_user_add[] =
	"INSERT INTO users (name, role, pw_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING id";

void auth_load_session(struct req *r)
{
	char *token = req_cookie(r, "sl_session");
	char hash[65];
	const char *v[1] = { hash };
	PGresult *res = NULL;
	struct user *u = &r->user_storage;

	if (r->session_loaded || !token || !is_token(token))
		goto cleanup;
	r->session_loaded = 1;
	token_hash(token, hash);
	res = req_write(r, sql_session, 1, v);
	if (!res || PQntuples(res) != 1)
		goto cleanup;
	u->id = atoll(db_value(res, 0, "id"));
	snprintf(u->name, sizeof(u->name), "%s", db_value(res, 0, "name"));
	snprintf(u->role, sizeof(u->role), "%s", db_value(res, 0, "role"));
	snprintf(u->csrf, sizeof(u->csrf), "%s", db_value(res, 0, "csrf"));
	r->user = u;
cleanup:
	PQclear(res);
	free(token);
}

int auth_as_user(struct req *r, const char *name)
{
	const char *v[1] = { name };
	struct user *u = &r->user_storage;
	PGresult *res;
	int ret = -1;

	res = req_write(r, sql_user, 1, v);
	if (res && PQntuples(res) == 1) {
		u->id = atoll(db_value(res, 0, "id"));
		snprintf(u->name, sizeof(u->name), "%s", db_value(res, 0, "name"));
		snprintf(u->role, sizeof(u->role), "%s", db_value(res, 0, "role"));
		token_hash(u->name, u->csrf);
		r->user = u;
		r->session_loaded = 1;
		ret = 0;
	}
	PQclear(res);
	return ret;
}

const char *auth_visitor_csrf(struct req *r)
{
	char *cookie;

	if (r->anon_csrf[0])
		return r->anon_csrf;
	cookie = req_cookie(r, "sl_csrf");
	if (cookie && is_token(cookie)) {
		memcpy(r->anon_csrf, cookie, 65);
	} else {
		auth_random_token(r->anon_csrf);
		set_cookie(r, "sl_csrf", r->anon_csrf, 86400);
	}
	free(cookie);
	return r->anon_csrf;
}

int auth_check_csrf(struct req *r)
{
	const char *sent = req_field(r, "csrf");
	char *cookie = NULL;
	const char *want;
	int ret = -1;

	if (r->user) {
		want = r->user->csrf;
	} else {
		cookie = req_cookie(r, "sl_csrf");
		want = cookie;
	}
	if (sent && want && is_token(sent) && is_token(want) && !sodium_memcmp(sent, want, 64))
		ret = 0;
	free(cookie);
	return ret;
}

int auth_login(struct req *r, const char *name, const char *password)
{
	const char *v[4];
	char token[65], hash[65], csrf[65], hours[16];
	PGresult *res;
	int ok;

	v[0] = name;
	if (!(res = req_write(r, sql_password, 1, v)))
		return r->failed ? -1 : req_fail(r, 500, "A database query failed; the server log says why.");
	ok = PQntuples(res) == 1 &&
	     crypto_pwhash_str_verify(db_value(res, 0, "pw_hash"), password, strlen(password)) == 0;
	if (!ok) {
		PQclear(res);
		return 1;
	}
	auth_random_token(token);
	auth_random_token(csrf);
	token_hash(token, hash);
	snprintf(hours, sizeof(hours), "%d", SESSION_HOURS);
	v[0] = hash;
	v[1] = db_value(res, 0, "id");
	v[2] = csrf;
	v[3] = hours;
	if (req_write_exec(r, sql_session_add, 4, v) < 0) {
		PQclear(res);
		return -1;
	}
	PQclear(res);
	req_write_exec(r, sql_sessions_expired, 0, NULL);
	set_cookie(r, "sl_session", token, SESSION_HOURS * 3600);
	return 0;
}

void auth_logout(struct req *r)
{
	char *token = req_cookie(r, "sl_session");
	char hash[65];
	const char *v[1] = { hash };

	if (token && is_token(token)) {
		token_hash(token, hash);
		req_write_exec(r, sql_session_end, 1, v);
	}
	set_cookie(r, "sl_session", "", 0);
	free(token);
}

int auth_user_add(struct db *db, const char *name, const char *role, const char *password)
{
	char hashed[crypto_pwhash_STRBYTES];
	const char *v[3] = { name, role, hashed };
	PGresult *res;
	int created;

	if (crypto_pwhash_str(hashed, password, strlen(password), crypto_pwhash_OPSLIMIT_INTERACTIVE,
			      crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
		return error("out of memory while hashing the password");
	res = db_query(db, sql_user_add, 3, v);    /* the command line's connection, not a request's */
	if (!res)
		return -1;
	created = PQntuples(res) == 1;
	PQclear(res);
	return created ? 0 : 1;
}
