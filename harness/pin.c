/* pin.c: CPU sets for pinned runs: sched_setaffinity on Linux, cpuset on FreeBSD */
#include "pin.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

int cpus_online(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}

static void set_all(struct cpus *c)
{
	int i, n = cpus_online();

	CPU_ZERO(&c->set);
	for (i = 0; i < n && i < CPU_SETSIZE; i++)
		CPU_SET(i, &c->set);
	c->count = n;
}

int cpus_parse(struct cpus *c, const char *list)
{
	const char *p = list;
	char *end;
	long lo, hi, i;

	if (!list || !*list) {
		set_all(c);
		return 0;
	}
	CPU_ZERO(&c->set);
	while (*p) {
		errno = 0;
		lo = strtol(p, &end, 10);
		if (end == p || lo < 0 || errno)
			return error("'%s' is not a CPU list (like 0-3,6)", list);
		hi = lo;
		if (*end == '-') {
			p = end + 1;
			hi = strtol(p, &end, 10);
			if (end == p || hi < lo)
				return error("'%s' is not a CPU list (like 0-3,6)", list);
		}
		if (hi >= CPU_SETSIZE || hi >= cpus_online())
			return error("CPU %ld in '%s' is not online (this host has %d)", hi, list,
				     cpus_online());
		for (i = lo; i <= hi; i++)
			CPU_SET(i, &c->set);
		if (*end == ',')
			end++;
		else if (*end)
			return error("'%s' is not a CPU list (like 0-3,6)", list);
		p = end;
	}
	c->count = CPU_COUNT(&c->set);
	return c->count ? 0 : error("'%s' names no CPU", list);
}

void cpus_format(const struct cpus *c, struct buf *out)
{
	int i, start = -1, first = 1;

	for (i = 0; i <= CPU_SETSIZE; i++) {
		int in = i < CPU_SETSIZE && CPU_ISSET(i, &c->set);
		if (in && start < 0)
			start = i;
		if (!in && start >= 0) {
			buf_addf(out, "%s%d", first ? "" : ",", start);
			if (i - 1 > start)
				buf_addf(out, "-%d", i - 1);
			first = 0;
			start = -1;
		}
	}
}

int cpus_bind(const struct cpus *c, int pid)
{
#ifdef __FreeBSD__
	if (cpuset_setaffinity(CPU_LEVEL_WHICH, CPU_WHICH_PID, pid ? pid : -1,
			       sizeof(c->set), &c->set) < 0)
		return error("cpuset_setaffinity: %s", strerror(errno));
#else
	if (sched_setaffinity(pid, sizeof(c->set), &c->set) < 0)
		return error("sched_setaffinity: %s", strerror(errno));
#endif
	return 0;
}
