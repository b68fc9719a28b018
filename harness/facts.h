/* facts.h: what a host is: CPU, memory, OS, kernel, scheduler, HZ, SMT */
#ifndef SCHEDLORE_FACTS_H
#define SCHEDLORE_FACTS_H

#include <jansson.h>

/*
 * The facts document (docs/agent-protocol.md) an agent reports, and that a
 * verdict compares with the claim's system:
 *   {"hostname","os","os_release","kernel","arch","cpu_model","sockets",
 *    "cores","threads","smt","memory_bytes","scheduler","sched_ext","hz",
 *    "smp_kernel"}
 * Unknown values are null.  The scheduler is kern.sched.name on FreeBSD; on
 * Linux it follows from the kernel version (O(1) before 2.6.23, CFS before
 * 6.6, EEVDF from 6.6) unless a sched_ext scheduler is loaded.
 */
json_t *facts_collect(void);

/* The pure part, for tests: Linux facts from the texts of the files. */
struct linux_sources {
	const char *cpuinfo;      /* /proc/cpuinfo */
	const char *meminfo;      /* /proc/meminfo */
	const char *release;      /* uname -r */
	const char *scx_state;    /* /sys/kernel/sched_ext/state, or NULL */
	const char *scx_ops;      /* /sys/kernel/sched_ext/root/ops, or NULL */
	const char *kconfig;      /* /boot/config-RELEASE, or NULL */
};
json_t *facts_linux(const struct linux_sources *src);

/*
 * Is the running Linux kernel built for SMP: true, false, or null (unknown).
 * The rule: Kbuild writes " SMP" into the version string (uname -v)
 * exactly when CONFIG_SMP=y (scripts/mkcompile_h), so the version decides
 * when it is known; else the kernel config (CONFIG_SMP=y or "is not set");
 * else more than one online CPU proves SMP (a uniprocessor kernel brings up
 * one), while one online CPU tells nothing.  facts_collect() adds it as
 * "smp_kernel" (facts_linux() has no uname -v to read).
 */
json_t *facts_linux_smp(const char *version, const char *kconfig, long online_cpus);

/* "CFS", "EEVDF", "O(1)" from a Linux release string like "6.1.0-13-amd64" */
const char *facts_linux_scheduler(const char *release);

#endif
