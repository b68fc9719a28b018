/* cluster.h: the embedded, private PostgreSQL cluster under var/ */
#ifndef SCHEDLORE_CLUSTER_H
#define SCHEDLORE_CLUSTER_H

struct buf;
struct config;

/*
 * Where the cluster lives.  Normally var/pg/{data,sock} in the checkout; as
 * root the server runs as the 'postgres' user (initdb refuses root), and when
 * that user cannot reach var/ (a checkout under /root or in a mode-700
 * folder) or the socket path would pass the 107-byte limit of a Unix socket,
 * the data or the socket moves to /var/lib/schedlore/HASH or /tmp, and the
 * choice is recorded in var/pg.location so that every later command finds it.
 */
struct cluster {
	char *data;      /* PGDATA */
	char *sock;      /* unix_socket_directories */
	char *log;       /* server log file */
	int port;
	int moved;       /* 1 when data or socket is not under var/ */
};

int cluster_locate(const struct config *cfg, struct cluster *c);
void cluster_release(struct cluster *c);

int cluster_start(const struct config *cfg);   /* initdb on first use */
int cluster_stop(const struct config *cfg);
int cluster_status(const struct config *cfg);  /* 0 running, 1 stopped, -1 error */

/* "host=SOCK port=N user=schedlore dbname=DBNAME" of the embedded cluster */
int cluster_conninfo(const struct config *cfg, struct buf *out, const char *dbname);

#endif
