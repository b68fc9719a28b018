/* db.c: the libpq layer: parameters only, exact status checks, reconnects */
#include "db.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cluster.h"
#include "config.h"
#include "log.h"
#include "banned.h"

int db_connect(struct db *db, const char *conninfo)
{
	db->conninfo = xstrdup(conninfo);
	db->conn = PQconnectdb(conninfo);
	if (PQstatus(db->conn) != CONNECTION_OK) {
		error("unable to connect to the database: %s", PQerrorMessage(db->conn));
		db_close(db);
		return -1;
	}
	PQsetNoticeProcessor(db->conn, NULL, NULL);
	return 0;
}

int db_open(struct db *db, const struct config *cfg)
{
	struct buf conninfo = BUF_INIT;
	int ret;

	memset(db, 0, sizeof(*db));
	if (cfg->db)
		return db_connect(db, cfg->db);
	if (cluster_conninfo(cfg, &conninfo, "schedlore") < 0)
		return -1;
	ret = db_connect(db, conninfo.data);
	if (ret < 0)
		note("hint: start the embedded cluster with 'schedlore db start', "
		     "or point SCHEDLORE_DB at a server");
	buf_release(&conninfo);
	return ret;
}

void db_close(struct db *db)
{
	if (db->conn)
		PQfinish(db->conn);
	free(db->conninfo);
	db->conn = NULL;
	db->conninfo = NULL;
}

static int reconnect(struct db *db)
{
	PQreset(db->conn);
	if (PQstatus(db->conn) != CONNECTION_OK)
		return error("lost the database connection and could not reconnect: %s",
			     PQerrorMessage(db->conn));
	note("reconnected to the database");
	return 0;
}

static PGresult *run(struct db *db, const char *sql, int n, const char *const *values,
		     ExecStatusType want)
{
	PGresult *res;
	int idle;

	if (PQstatus(db->conn) != CONNECTION_OK && reconnect(db) < 0)
		return NULL;
	idle = PQtransactionStatus(db->conn) == PQTRANS_IDLE;
	res = PQexecParams(db->conn, sql, n, NULL, values, NULL, NULL, 0);
	if (PQresultStatus(res) != want && idle && PQstatus(db->conn) == CONNECTION_BAD) {
		PQclear(res);
		if (reconnect(db) < 0)
			return NULL;
		res = PQexecParams(db->conn, sql, n, NULL, values, NULL, NULL, 0);
	}
	if (PQresultStatus(res) == want)
		return res;
	if (want == PGRES_COMMAND_OK && PQresultStatus(res) == PGRES_TUPLES_OK)
		return res;
	error("database: %s", PQresultErrorMessage(res));
	PQclear(res);
	return NULL;
}

PGresult *db_query(struct db *db, const char *sql, int n, const char *const *values)
{
	return run(db, sql, n, values, PGRES_TUPLES_OK);
}

int db_exec(struct db *db, const char *sql, int n, const char *const *values)
{
	PGresult *res = run(db, sql, n, values, PGRES_COMMAND_OK);

	if (!res)
		return -1;
	PQclear(res);
	return 0;
}

int db_end(struct db *db, int ret)
{
	if (ret == 0)
		return db_exec(db, "COMMIT", 0, NULL);
	db_exec(db, "ROLLBACK", 0, NULL);
	return -1;
}

int db_exec_script(struct db *db, const char *sql)
{
	PGresult *res = PQexec(db->conn, sql);
	int ret = 0;

	if (PQresultStatus(res) != PGRES_COMMAND_OK && PQresultStatus(res) != PGRES_TUPLES_OK)
		ret = error("database: %s", PQresultErrorMessage(res));
	PQclear(res);
	return ret;
}

int db_copy_in(struct db *db, const char *copy_sql, const char *data, size_t len)
{
	PGresult *res = PQexec(db->conn, copy_sql);
	int ret = 0;

	if (PQresultStatus(res) != PGRES_COPY_IN) {
		ret = error("database: %s", PQresultErrorMessage(res));
		PQclear(res);
		return ret;
	}
	PQclear(res);
	while (len > 0) {
		int chunk = len > (1 << 20) ? (1 << 20) : (int)len;
		if (PQputCopyData(db->conn, data, chunk) != 1) {
			ret = error("database: %s", PQerrorMessage(db->conn));
			break;
		}
		data += chunk;
		len -= (size_t)chunk;
	}
	if (PQputCopyEnd(db->conn, ret ? "aborted" : NULL) != 1)
		ret = error("database: %s", PQerrorMessage(db->conn));
	while ((res = PQgetResult(db->conn))) {
		if (PQresultStatus(res) != PGRES_COMMAND_OK && !ret)
			ret = error("database: %s", PQresultErrorMessage(res));
		PQclear(res);
	}
	return ret;
}

void db_copy_field(struct buf *b, const char *s, size_t len)
{
	size_t i, start = 0;

	buf_grow(b, len + 8);
	for (i = 0; i < len; i++) {
		const char *esc;
		switch (s[i]) {
		case '\\': esc = "\\\\"; break;
		case '\t': esc = "\\t"; break;
		case '\n': esc = "\\n"; break;
		case '\r': esc = "\\r"; break;
		default: continue;
		}
		buf_add(b, s + start, i - start);
		buf_adds(b, esc);
		start = i + 1;
	}
	buf_add(b, s + start, len - start);
}

void db_copy_null(struct buf *b)
{
	buf_adds(b, "\\N");
}

/*
 * PQfnumber copies and downcases the name on every call (a malloc a cell:
 * a tenth of an extracting import's CPU).  A name with no capital and no
 * quote is what PQfnumber would compare anyway: look it up directly.
 */
static int column_of(const PGresult *res, const char *name)
{
	int i, n = PQnfields(res);

	if (strpbrk(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ\"") != NULL)
		return PQfnumber(res, name);
	for (i = 0; i < n; i++)
		if (strcmp(PQfname(res, i), name) == 0)
			return i;
	return -1;
}

const char *db_value(const PGresult *res, int row, const char *name)
{
	int col = column_of(res, name);

	if (col < 0 || row >= PQntuples(res) || PQgetisnull(res, row, col))
		return NULL;
	return PQgetvalue(res, row, col);
}
