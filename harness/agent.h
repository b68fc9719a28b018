/* agent.h: the agent loop: report facts, claim, run, stream progress, post samples */
#ifndef SCHEDLORE_AGENT_H
#define SCHEDLORE_AGENT_H

#include <jansson.h>

struct db;

/*
 * The loop speaks to the queue through a transport: straight to the
 * database (--local, for one machine and for tests) or over HTTP to the
 * server (docs/agent-protocol.md).  Every call answers 1/0 as documented
 * below, or -1 for a transient failure (server down, database restarting),
 * which the loop retries with exponential backoff (1 s doubling to 60 s);
 * AGENT_FATAL (a refused token) ends the agent.  AGENT_REJECTED is a
 * document the server will never take (HTTP 4xx other than 401, 403, 408,
 * 409, 429; a malformed document for --local): retrying it would loop
 * forever, so a rejected result is reported as the task's failure instead,
 * and a rejected failure or progress report is dropped.
 */
#define AGENT_FATAL (-2)
#define AGENT_REJECTED (-3)      /* == QUEUE_INVALID */

struct agent_transport {
	void *arg;
	int (*hello)(void *arg, json_t *facts);             /* 0 */
	int (*claim)(void *arg, json_t **task);             /* 1 got one, 0 none */
	int (*progress)(void *arg, json_t *doc);            /* 0 kept, 1 lease lost */
	int (*complete)(void *arg, json_t *doc);            /* 0 stored, 1 lease lost */
	int (*fail)(void *arg, json_t *doc);                /* 0 stored, 1 lease lost */
};

struct agent_opts {
	const char *home;
	double poll;          /* seconds between claims when idle */
	int once;             /* stop after one task */
	int exit_idle;        /* stop when the queue is empty */
	int quiet;
};

int agent_loop(const struct agent_transport *t, const struct agent_opts *o);

/* transports */
struct agent_local {
	struct db *db;
	int host;
	int lease_seconds;
	char *agent;
};
void agent_local_transport(struct agent_local *l, struct agent_transport *t);

struct agent_http;
struct agent_http *agent_http_new(const char *url, const char *token, int lease_seconds);
void agent_http_free(struct agent_http *h);
void agent_http_transport(struct agent_http *h, struct agent_transport *t);

/* "hostname:pid", for the jobs' agent column */
char *agent_name(void);

#endif
