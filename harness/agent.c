/* agent.c: the agent loop, with backoff, and its transport straight to the database */
#include "agent.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "facts.h"
#include "queue.h"
#include "runner.h"
#include "../core/banned.h"

static volatile sig_atomic_t stopping;

static void on_term(int sig)
{
	stopping = 1;
}

char *agent_name(void)
{
	char host[256] = "";
	struct buf b = BUF_INIT;

	gethostname(host, sizeof(host) - 1);
	buf_addf(&b, "%s:%d", host, (int)getpid());
	return buf_detach(&b, NULL);
}

static void sleep_s(double s)
{
	struct timespec ts = { (time_t)s, (long)((s - (double)(time_t)s) * 1e9) };

	while (nanosleep(&ts, &ts) < 0 && errno == EINTR && !stopping)
		;
}

/* retry fn until it gives an answer other than -1; the backoff doubles to 60 s */
static int with_backoff(int (*fn)(void *, json_t *), void *arg, json_t *doc, const char *what)
{
	double wait = 1;
	int r;

	while ((r = fn(arg, doc)) == -1 && !stopping) {
		warning("%s failed; retrying in %.0f s", what, wait);
		sleep_s(wait);
		wait = wait * 2 > 60 ? 60 : wait * 2;
	}
	return r;
}

struct progress_arg {
	const struct agent_transport *t;
};

/* A failed report is not fatal (the lease has slack); a lost lease is. */
static int on_progress(void *arg, json_t *doc)
{
	const struct agent_transport *t = ((struct progress_arg *)arg)->t;
	int r = t->progress(t->arg, doc);

	if (r == AGENT_FATAL)
		return -1;
	if (r == AGENT_REJECTED)
		warning("the server refused a progress report; the task goes on");
	return r == 1 ? -1 : 0;
}

/*
 * Run the task with stderr sent to a file, so that the error and the log
 * posted with a failure are exactly what an operator would have seen.
 */
static int run_captured(const struct agent_opts *o, const struct agent_transport *t, json_t *task,
			json_t **result, struct buf *log, struct buf *err)
{
	char path[] = "/tmp/schedlore-agent-log.XXXXXX";
	struct progress_arg pa = { t };
	struct runner_opts ro = { o->home, on_progress, &pa, o->quiet };
	int fd = mkstemp(path), saved = -1, ret;
	const char *p, *last = NULL;

	if (fd >= 0) {
		fflush(stderr);
		saved = dup(2);
		dup2(fd, 2);
	}
	ret = runner_run(&ro, task, result, log);
	if (fd >= 0) {
		fflush(stderr);
		dup2(saved, 2);
		close(saved);
		close(fd);
		{
			FILE *fp = fopen(path, "r");
			char chunk[4096];
			size_t n;
			while (fp && (n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
				buf_add(log, chunk, n);
			if (fp)
				fclose(fp);
		}
		unlink(path);
		fputs(log->data, stderr);
	}
	for (p = log->data; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, "error: ", 7))
			last = p + 7;
	if (last)
		buf_add(err, last, strcspn(last, "\n"));
	else
		buf_adds(err, "the task failed");
	return ret;
}

static int do_task(const struct agent_transport *t, const struct agent_opts *o, json_t *task)
{
	struct buf log = BUF_INIT, err = BUF_INIT;
	json_t *result = NULL, *doc;
	int r;

	note("agent: task %lld of job %lld: %s", (long long)json_integer_value(json_object_get(task, "task")),
	     (long long)json_integer_value(json_object_get(task, "job")),
	     json_string_value(json_object_get(task, "workload")));
	if (run_captured(o, t, task, &result, &log, &err) == 0) {
		json_object_set_new(result, "log", json_string(log.data));
		r = with_backoff(t->complete, t->arg, result, "posting the samples");
		if (r == AGENT_REJECTED) {
			/* never stored as sent: say so as the task's failure, once */
			buf_clear(&err);
			buf_adds(&err, "the server refused the result; see the log");
			error("agent: %s", err.data);
		} else {
			note("agent: task %lld %s", (long long)json_integer_value(json_object_get(task, "task")),
			     r == 0 ? "done" : r == 1 ? "was taken from us (lease lost); samples dropped"
			     : "stopped");
		}
	} else {
		r = AGENT_REJECTED;
	}
	if (r == AGENT_REJECTED) {
		doc = json_pack("{s:O, s:O, s:s, s:s}", "task", json_object_get(task, "task"),
				"attempt", json_object_get(task, "attempt"), "error", err.data,
				"log", log.data);
		r = with_backoff(t->fail, t->arg, doc, "reporting the failure");
		if (r == AGENT_REJECTED)
			error("agent: the server refused the failure report too; task dropped");
		json_decref(doc);
	}
	json_decref(result);
	buf_release(&log);
	buf_release(&err);
	return r == AGENT_FATAL ? AGENT_FATAL : 0;
}

static int claim_cb(void *arg, json_t *out)
{
	const struct agent_transport *t = arg;
	json_t *task = NULL;
	int r = t->claim(t->arg, &task);

	if (r == 1)
		json_array_append_new(out, task);
	return r;
}

int agent_loop(const struct agent_transport *t, const struct agent_opts *o)
{
	json_t *facts = facts_collect(), *got = json_array();
	int r, ret = 0;

	signal(SIGTERM, on_term);
	signal(SIGINT, on_term);
	r = with_backoff(t->hello, t->arg, facts, "reporting the host's facts");
	json_decref(facts);
	if (r < 0) {
		if (r == AGENT_REJECTED)
			error("agent: the server refused the host's facts");
		ret = r == -1 ? 0 : -1;      /* -1 here: stopped by a signal */
		goto cleanup;
	}
	while (!stopping) {
		json_array_clear(got);
		r = with_backoff(claim_cb, (void *)t, got, "claiming a job");
		if (r == AGENT_FATAL || r == AGENT_REJECTED) {
			if (r == AGENT_REJECTED)
				error("agent: the server refused the claim request");
			ret = -1;
			break;
		}
		if (r == 1) {
			if (do_task(t, o, json_array_get(got, 0)) == AGENT_FATAL) {
				ret = -1;
				break;
			}
			if (o->once)
				break;
			continue;
		}
		if (r == 0 && o->exit_idle)
			break;
		sleep_s(o->poll);
	}
cleanup:
	json_decref(got);
	return ret;
}

/* --- the local transport: the queue functions on the database --- */

static int l_hello(void *arg, json_t *facts)
{
	struct agent_local *l = arg;

	return queue_hello(l->db, l->host, facts);
}

static int l_claim(void *arg, json_t **task)
{
	struct agent_local *l = arg;

	return queue_claim(l->db, l->host, l->agent, l->lease_seconds, task);
}

static int l_progress(void *arg, json_t *doc)
{
	struct agent_local *l = arg;

	return queue_progress(l->db, l->host, doc, l->lease_seconds);
}

static int l_complete(void *arg, json_t *doc)
{
	struct agent_local *l = arg;

	return queue_complete(l->db, l->host, doc);
}

static int l_fail(void *arg, json_t *doc)
{
	struct agent_local *l = arg;

	return queue_fail(l->db, l->host, doc);
}

void agent_local_transport(struct agent_local *l, struct agent_transport *t)
{
	t->arg = l;
	t->hello = l_hello;
	t->claim = l_claim;
	t->progress = l_progress;
	t->complete = l_complete;
	t->fail = l_fail;
}
