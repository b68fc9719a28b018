/* feed.c: jobs run on parser threads, their results handed back in the order the jobs were made */
#include "feed.h"

#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

static void *feed_thread(void *arg)
{
	struct feed *f = arg;

	pthread_mutex_lock(&f->lock);
	for (;;) {
		long long seq;
		void *job, *result;

		while (!f->stop && !f->ended && f->made - f->taken >= f->ahead)
			pthread_cond_wait(&f->changed, &f->lock);
		if (f->stop || f->ended)
			break;
		if (!(job = f->next(f->ctx))) {
			f->ended = 1;
			pthread_cond_broadcast(&f->changed);
			break;
		}
		seq = f->made++;
		pthread_mutex_unlock(&f->lock);
		result = f->work(f->ctx, job);
		pthread_mutex_lock(&f->lock);
		f->slots[seq % f->ahead].job = job;
		f->slots[seq % f->ahead].result = result;
		f->slots[seq % f->ahead].done = 1;
		pthread_cond_broadcast(&f->changed);
	}
	pthread_mutex_unlock(&f->lock);
	return NULL;
}

int feed_start(struct feed *f, int threads, int ahead, feed_next_fn *next, feed_work_fn *work,
	       void *ctx)
{
	int i;

	memset(f, 0, sizeof(*f));
	f->next = next;
	f->work = work;
	f->ctx = ctx;
	f->ahead = ahead < threads ? threads : ahead;
	f->slots = xcalloc((size_t)f->ahead, sizeof(*f->slots));
	f->threads = xcalloc((size_t)threads, sizeof(*f->threads));
	pthread_mutex_init(&f->lock, NULL);
	pthread_cond_init(&f->changed, NULL);
	for (i = 0; i < threads; i++) {
		if (pthread_create(&f->threads[i], NULL, feed_thread, f) != 0)
			break;
		f->nthreads++;
	}
	return f->nthreads ? 0 : error("unable to start a parser thread");
}

void *feed_take(struct feed *f, void **job)
{
	struct feed_slot *slot;
	void *result = NULL;

	*job = NULL;
	pthread_mutex_lock(&f->lock);
	for (;;) {
		slot = &f->slots[f->taken % f->ahead];
		if (slot->done || (f->ended && f->taken == f->made) || f->stop)
			break;
		pthread_cond_wait(&f->changed, &f->lock);
	}
	if (slot->done) {
		*job = slot->job;
		result = slot->result;
		memset(slot, 0, sizeof(*slot));
		f->taken++;
		pthread_cond_broadcast(&f->changed);
	}
	pthread_mutex_unlock(&f->lock);
	return result;
}

void feed_stop(struct feed *f, void (*drop)(void *ctx, void *job, void *result))
{
	int i;

	pthread_mutex_lock(&f->lock);
	f->stop = 1;
	pthread_cond_broadcast(&f->changed);
	pthread_mutex_unlock(&f->lock);
	for (i = 0; i < f->nthreads; i++)
		pthread_join(f->threads[i], NULL);
	for (i = 0; i < f->ahead && f->slots; i++)
		if (f->slots[i].done && drop)
			drop(f->ctx, f->slots[i].job, f->slots[i].result);
	free(f->slots);
	free(f->threads);
	f->slots = NULL;
	f->threads = NULL;
	pthread_mutex_destroy(&f->lock);
	pthread_cond_destroy(&f->changed);
}
