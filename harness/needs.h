/* needs.h: can a claim be rerun on the registered hosts, on what, or what host it needs */
#ifndef SCHEDLORE_NEEDS_H
#define SCHEDLORE_NEEDS_H

#include <jansson.h>

struct db;

/*
 * A claim compares two sides (A, the baseline, and B).  What tells them
 * apart decides what a rerun needs:
 *
 *  - the system (OS, scheduler, kernel, an SMP or a uniprocessor kernel):
 *    two hosts, each matching its side in full, on the same hardware
 *    (cpu_model and thread count equal) so that the system is the only
 *    difference: "a FreeBSD host running 4BSD and one running ULE, same
 *    hardware";
 *  - only the CPUs (a count, or bound to one CPU against unbound): one host
 *    with enough CPUs, the sides run on two CPU sets of it, interleaved.
 *    What the sides share (both FreeBSD, both ULE) is the claim's setting,
 *    not its subject: a host with another system may rerun the CPU effect,
 *    and the plan says so in its note (the verdict also shows the claim's
 *    system beside the host's facts).
 *
 * A side's NULL field means "not stated".  cpus: the number of CPUs the side
 * ran on, 0 for all of the machine's; bound: its processes bound to one CPU.
 */
struct rerun_side {
	const char *os;         /* "FreeBSD", "Linux" */
	const char *scheduler;  /* "ULE", "4BSD", "CFS", "EEVDF", "O(1)" */
	const char *kernel;     /* a version prefix: "2.6.22-ck1", "7.0" */
	int smp;                /* -1 not stated, 0 uniprocessor kernel, 1 SMP kernel */
	int cpus;               /* 0: all */
	int bound;
};

#define RERUN_SIDE_INIT { NULL, NULL, NULL, -1, 0, 0 }

struct rerun_plan {
	int possible;
	char host_a[64], host_b[64];    /* host_b "" when both sides run on host_a */
	char cpus_a[32], cpus_b[32];    /* CPU lists, "" for every CPU */
	char needs[320];   /* always: the host(s) the claim needs, in words */
	char why[480];     /* "rerun on H: ..." or "cannot rerun here: needs ..." */
	char note[320];    /* what differs between the claim's setting and the host, or "" */
};

/*
 * hosts: an array of {"name": "lab1", "facts": FACTS} (docs/agent-protocol.md).
 * Fills *p; returns 1 when it can be rerun, 0 when not.
 */
int rerun_plan(const struct rerun_side *a, const struct rerun_side *b, json_t *hosts,
	       struct rerun_plan *p);

/* the registered hosts in that form, NULL after error() */
json_t *rerun_hosts(struct db *db);

/* the plan as JSON: {"possible", "needs", "why", "note", "host_a", "cpus_a", ...} */
json_t *rerun_plan_json(const struct rerun_plan *p);

#endif
