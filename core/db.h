/* db.h: the libpq layer: parameters only, exact status checks, reconnects */
#ifndef SCHEDLORE_DB_H
#define SCHEDLORE_DB_H

#include <libpq-fe.h>
#include <stddef.h>

struct config;

struct db {
	PGconn *conn;
	char *conninfo;
};

/* Connect to SCHEDLORE_DB, or else to the embedded cluster's database. */
int db_open(struct db *db, const struct config *cfg);
int db_connect(struct db *db, const char *conninfo);
void db_close(struct db *db);

/*
 * Run one statement with text parameters (values may be NULL for SQL NULL).
 * db_query returns a result with PGRES_TUPLES_OK that the caller PQclear()s,
 * or NULL after reporting the error.  db_exec is for statements without rows
 * (PGRES_COMMAND_OK, or rows that are thrown away).  A connection lost outside
 * a transaction is re-established and the statement tried once more; inside a
 * transaction the error goes to the caller, who owns the retry.
 */
PGresult *db_query(struct db *db, const char *sql, int n, const char *const *values);
int db_exec(struct db *db, const char *sql, int n, const char *const *values);
/* End the open transaction: COMMIT when ret is 0, else ROLLBACK; 0 only when committed. */
int db_end(struct db *db, int ret);

/* Static SQL that may hold several statements (migrations only). */
int db_exec_script(struct db *db, const char *sql);

/* COPY ... FROM STDIN with the data already in COPY text format. */
int db_copy_in(struct db *db, const char *copy_sql, const char *data, size_t len);

/* Append s to b escaped for COPY text format (\\, \t, \n, \r). */
struct buf;
void db_copy_field(struct buf *b, const char *s, size_t len);
void db_copy_null(struct buf *b);

/*
 * The one way a date leaves SQL: a column as ISO 8601 in UTC,
 * "2007-10-19T14:02:00Z" (a fragment for building statements; the dates of
 * every model and of /api are written by it).
 */
#define SQL_UTC(col) "to_char(" col " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

/* Value of column NAME in row ROW, or NULL if SQL NULL or no such column. */
const char *db_value(const PGresult *res, int row, const char *name);

#endif
