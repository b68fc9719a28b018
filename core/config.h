/* config.h: where schedlore keeps its state and which database it talks to */
#ifndef SCHEDLORE_CONFIG_H
#define SCHEDLORE_CONFIG_H

/*
 * Configuration comes from the environment, read once at start-up into a
 * struct that is passed down; nothing reads getenv() later.
 *
 *   SCHEDLORE_HOME     the checkout (default: the folder holding the binary)
 *   SCHEDLORE_VAR      state folder (default: $SCHEDLORE_HOME/var)
 *   SCHEDLORE_DB       libpq connection string of another server; when set,
 *                      the embedded cluster is not used at all
 *   SCHEDLORE_PG_PORT  port of the embedded cluster (default 54329; it names
 *                      the Unix socket, the cluster listens on no TCP port)
 *   SCHEDLORE_PG_BIN   folder of initdb/pg_ctl (default: found under
 *                      /usr/lib/postgresql)
 *   SCHEDLORE_PG_FAST  1: no fsync (tests and benchmarks only)
 */
struct config {
	char *home;
	char *var;
	char *db;        /* SCHEDLORE_DB or NULL */
	char *pg_bin;    /* NULL until found */
	int pg_port;
	int pg_fast;
};

int config_load(struct config *cfg);
void config_release(struct config *cfg);

#endif
