/* feed.h: jobs run on parser threads, their results handed back in the order the jobs were made */
#ifndef SCHEDLORE_FEED_H
#define SCHEDLORE_FEED_H

#include <pthread.h>

/*
 * NEXT makes the next job (NULL: there are no more) and runs on a parser
 * thread under the feed's lock, so jobs are made one at a time, in order.
 * WORK turns a job into its result without the lock, on as many threads as
 * the feed has.  At most AHEAD results wait for the consumer, which bounds
 * the memory of a run whatever the size of its input.
 */
typedef void *feed_next_fn(void *ctx);
typedef void *feed_work_fn(void *ctx, void *job);

struct feed_slot {
	void *job, *result;
	int done;
};

struct feed {
	feed_next_fn *next;
	feed_work_fn *work;
	void *ctx;
	pthread_t *threads;
	int nthreads;
	struct feed_slot *slots;
	int ahead;
	long long made, taken;
	int ended;                  /* NEXT said there are no more */
	int stop;
	pthread_mutex_t lock;
	pthread_cond_t changed;
};

int feed_start(struct feed *f, int threads, int ahead, feed_next_fn *next, feed_work_fn *work,
	       void *ctx);
/* The next result in job order and its job (*JOB), or NULL when all were taken. */
void *feed_take(struct feed *f, void **job);
/* Stop making jobs and wait for the threads; results not taken are handed to
 * DROP(ctx, job, result) (either may be NULL). */
void feed_stop(struct feed *f, void (*drop)(void *ctx, void *job, void *result));

#endif
