/* render-pool.c: the threads pages are rendered on, so that no MHD thread waits on a page */
#include "server.h"

#include <stdlib.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * Why.  MHD's polling threads each serve many connections; a page rendered
 * on one of them (a cold search takes seconds under load) stalled every
 * connection that thread held, cached pages and static files included.  So a
 * request that needs rendering is suspended (MHD_suspend_connection), its job
 * queued here, and the polling thread goes on; the job resumes the connection
 * when the page is ready.  Refreshes of aged cache entries, which have no
 * connection at all, run here too.
 *
 * The queue is unbounded but cannot grow without bound: a connection has at
 * most one job queued, and refreshes are bounded by the cache's pending keys.
 * Once stopping, render_submit runs a job in the caller's thread, so every
 * suspended connection is resumed before MHD_stop_daemon (which refuses to
 * stop while one is left suspended).
 */

struct job {
	void (*fn)(void *);
	void *arg;
	struct job *next;
};

struct render_pool {
	pthread_mutex_t lock;
	pthread_cond_t queued;
	struct job *head, *tail;
	int stopping;
	int nthreads;
	pthread_t *threads;
};

static void *worker(void *arg)
{
	struct render_pool *p = arg;

	for (;;) {
		struct job *j;

		pthread_mutex_lock(&p->lock);
		while (!p->head && !p->stopping)
			pthread_cond_wait(&p->queued, &p->lock);
		j = p->head;
		if (j) {
			p->head = j->next;
			if (!p->head)
				p->tail = NULL;
		}
		pthread_mutex_unlock(&p->lock);
		if (!j)
			return NULL;      /* stopping, and the queue is drained */
		j->fn(j->arg);
		free(j);
	}
}

struct render_pool *render_pool_new(int nthreads)
{
	struct render_pool *p = xcalloc(1, sizeof(*p));
	int i;

	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->queued, NULL);
	p->threads = xcalloc((size_t)nthreads, sizeof(*p->threads));
	for (i = 0; i < nthreads; i++) {
		if (pthread_create(&p->threads[i], NULL, worker, p)) {
			error("unable to start render thread %d of %d", i + 1, nthreads);
			break;
		}
		p->nthreads++;
	}
	if (!p->nthreads) {
		render_pool_free(p);
		return NULL;
	}
	return p;
}

void render_submit(struct render_pool *p, void (*fn)(void *), void *arg)
{
	struct job *j;

	pthread_mutex_lock(&p->lock);
	if (p->stopping) {
		pthread_mutex_unlock(&p->lock);
		fn(arg);
		return;
	}
	j = xcalloc(1, sizeof(*j));
	j->fn = fn;
	j->arg = arg;
	if (p->tail)
		p->tail->next = j;
	else
		p->head = j;
	p->tail = j;
	pthread_cond_signal(&p->queued);
	pthread_mutex_unlock(&p->lock);
}

void render_pool_stop(struct render_pool *p)
{
	int i;

	if (!p)
		return;
	pthread_mutex_lock(&p->lock);
	if (p->stopping) {
		pthread_mutex_unlock(&p->lock);
		return;
	}
	p->stopping = 1;
	pthread_cond_broadcast(&p->queued);
	pthread_mutex_unlock(&p->lock);
	for (i = 0; i < p->nthreads; i++)
		pthread_join(p->threads[i], NULL);
}

void render_pool_free(struct render_pool *p)
{
	if (!p)
		return;
	render_pool_stop(p);
	pthread_mutex_destroy(&p->lock);
	pthread_cond_destroy(&p->queued);
	free(p->threads);
	free(p);
}
