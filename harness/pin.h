/* pin.h: CPU sets: parse "0-3,6", count, bind a process (Linux and FreeBSD) */
#ifndef SCHEDLORE_PIN_H
#define SCHEDLORE_PIN_H

#include <sched.h>
#ifdef __FreeBSD__
#include <sys/param.h>
#include <sys/cpuset.h>
typedef cpuset_t pin_set_t;
#else
typedef cpu_set_t pin_set_t;
#endif

struct buf;

/*
 * A run pinned to a CPU set is how claims about "one core" or "bound to a
 * single CPU" are rerun on one machine: the same kernel, fewer CPUs.
 */
struct cpus {
	pin_set_t set;
	int count;
};

/* "0-3,6" -> set; NULL or "" -> every online CPU.  -1 with an error() on nonsense. */
int cpus_parse(struct cpus *c, const char *list);
void cpus_format(const struct cpus *c, struct buf *out);
int cpus_online(void);
/* bind pid (0: the caller) to the set */
int cpus_bind(const struct cpus *c, int pid);

#endif
