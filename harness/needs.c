/* needs.c: match a claim's two sides to registered hosts, or say exactly what host it needs */
#include "needs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../core/banned.h"

/* "SCHED_ULE" and "ule" are ULE */
static const char *sched_name(const char *s)
{
	return s && !strncasecmp(s, "SCHED_", 6) ? s + 6 : s;
}

static int same_text(const char *x, const char *y)
{
	return x && y && !strcasecmp(x, y);
}

/* both stated and different */
static int differs(const char *x, const char *y)
{
	return x && y && strcasecmp(x, y);
}

static int system_differs(const struct rerun_side *a, const struct rerun_side *b)
{
	return differs(a->os, b->os) || differs(sched_name(a->scheduler), sched_name(b->scheduler)) ||
	       differs(a->kernel, b->kernel) || (a->smp >= 0 && b->smp >= 0 && a->smp != b->smp);
}

/* CPUs a side needs: 1 bound, k, or 0 for the whole machine */
static int side_cpus(const struct rerun_side *s)
{
	return s->bound ? 1 : s->cpus > 0 ? s->cpus : 0;
}

static const char *fact(json_t *facts, const char *key)
{
	return json_string_value(json_object_get(facts, key));
}

static int host_cpus(json_t *facts)
{
	json_t *n = json_object_get(facts, "online_cpus");

	if (!json_is_integer(n))
		n = json_object_get(facts, "threads");
	return json_is_integer(n) ? (int)json_integer_value(n) : 0;
}

/* does the host run everything the side states? */
static int host_matches(json_t *facts, const struct rerun_side *s)
{
	const char *kernel = fact(facts, "kernel");
	json_t *smp = json_object_get(facts, "smp_kernel");

	if (s->os && !same_text(s->os, fact(facts, "os")))
		return 0;
	if (s->scheduler && !same_text(sched_name(s->scheduler), fact(facts, "scheduler")))
		return 0;
	if (s->kernel && !(kernel && !strncasecmp(kernel, s->kernel, strlen(s->kernel))))
		return 0;
	/* facts cannot tell an SMP kernel unless the agent reports smp_kernel */
	if (s->smp >= 0 && !(json_is_boolean(smp) && json_is_true(smp) == (s->smp == 1)))
		return 0;
	return 1;
}

static int same_hardware(json_t *f1, json_t *f2)
{
	return same_text(fact(f1, "cpu_model"), fact(f2, "cpu_model")) && host_cpus(f1) &&
	       host_cpus(f1) == host_cpus(f2);
}

/* "FreeBSD host running 4BSD", without the article; SHORT drops the OS ("one running ULE") */
static void describe(struct buf *b, const struct rerun_side *s, int short_form)
{
	const char *sched = sched_name(s->scheduler);

	if (short_form)
		buf_adds(b, "one");
	else if (s->os)
		buf_addf(b, "a %s host", s->os);
	else
		buf_adds(b, "a host");
	if (s->kernel && sched)
		buf_addf(b, " running %s with %s", s->kernel, sched);
	else if (s->kernel || sched)
		buf_addf(b, " running %s", s->kernel ? s->kernel : sched);
	if (s->smp == 0)
		buf_adds(b, " with a uniprocessor (non-SMP) kernel");
	else if (s->smp == 1)
		buf_adds(b, " with an SMP kernel");
}

static void describe_cpus(struct buf *b, int n)
{
	if (n == 0)
		buf_adds(b, "all CPUs");
	else
		buf_addf(b, "%d CPU%s", n, n == 1 ? "" : "s");
}

static void cpu_list(char *out, size_t n, int cpus)
{
	if (cpus <= 0)
		out[0] = '\0';
	else if (cpus == 1)
		snprintf(out, n, "0");
	else
		snprintf(out, n, "0-%d", cpus - 1);
}

/* "CPU 0", "CPUs 0-3", "all CPUs" */
static void set_words(struct buf *b, const char *list)
{
	if (!*list)
		buf_adds(b, "all CPUs");
	else
		buf_addf(b, "CPU%s %s", strpbrk(list, ",-") ? "s" : "", list);
}

static void copy(char *dst, size_t n, const char *src)
{
	snprintf(dst, n, "%s", src ? src : "");
}

/* the CPUs a host must have for both sides' sets, at least 2 when the sets differ */
static int cpus_needed(int ca, int cb)
{
	int k = ca > cb ? ca : cb;

	if ((ca == 0) != (cb == 0))
		k++;         /* "all" must be more than the other side's set */
	return k;
}

static int plan_systems(const struct rerun_side *a, const struct rerun_side *b, json_t *hosts,
			struct rerun_plan *p)
{
	struct buf needs = BUF_INIT, why = BUF_INIT;
	int ca = side_cpus(a), cb = side_cpus(b), found_pair = 0;
	size_t i, j;
	json_t *ha, *hb;

	describe(&needs, a, 0);
	buf_adds(&needs, " and ");
	describe(&needs, b, same_text(a->os, b->os));
	buf_adds(&needs, ", same hardware");
	if (ca && ca == cb) {
		buf_adds(&needs, " (");
		describe_cpus(&needs, ca);
		buf_adds(&needs, " each)");
	} else if (ca || cb) {
		buf_adds(&needs, " (");
		describe_cpus(&needs, ca);
		buf_adds(&needs, " against ");
		describe_cpus(&needs, cb);
		buf_adds(&needs, ")");
	}
	copy(p->needs, sizeof(p->needs), needs.data);
	json_array_foreach(hosts, i, ha) {
		json_t *fa = json_object_get(ha, "facts");
		if (!host_matches(fa, a) || host_cpus(fa) < (ca > cb ? ca : cb))
			continue;
		json_array_foreach(hosts, j, hb) {
			json_t *fb = json_object_get(hb, "facts");
			if (i == j || !host_matches(fb, b) || host_cpus(fb) < (ca > cb ? ca : cb))
				continue;
			found_pair = 1;
			if (!same_hardware(fa, fb))
				continue;
			p->possible = 1;
			copy(p->host_a, sizeof(p->host_a), json_string_value(json_object_get(ha, "name")));
			copy(p->host_b, sizeof(p->host_b), json_string_value(json_object_get(hb, "name")));
			cpu_list(p->cpus_a, sizeof(p->cpus_a), ca);
			cpu_list(p->cpus_b, sizeof(p->cpus_b), cb);
			buf_addf(&why, "rerun on %s (A) against %s (B), same hardware", p->host_a, p->host_b);
			goto done;
		}
	}
	buf_addf(&why, "cannot rerun here: needs %s", needs.data);
	if (found_pair)
		buf_adds(&why, "; the hosts that run each side have different hardware");
done:
	copy(p->why, sizeof(p->why), why.data);
	buf_release(&needs);
	buf_release(&why);
	return p->possible;
}

/* what both sides state alike: the claim's setting */
static void common_side(const struct rerun_side *a, const struct rerun_side *b, struct rerun_side *c)
{
	c->os = same_text(a->os, b->os) ? a->os : NULL;
	c->scheduler = same_text(sched_name(a->scheduler), sched_name(b->scheduler)) ? a->scheduler : NULL;
	c->kernel = same_text(a->kernel, b->kernel) ? a->kernel : NULL;
	c->smp = a->smp == b->smp ? a->smp : -1;
	c->cpus = 0;
	c->bound = 0;
}

static void setting_note(struct rerun_plan *p, const struct rerun_side *c, json_t *facts,
			 const char *host)
{
	struct buf n = BUF_INIT, claim = BUF_INIT;

	describe(&claim, c, 0);
	buf_addf(&n, "the claim ran on %s; host %s runs %s (%s): this rerun tests the CPU "
		 "effect only", claim.data, host, fact(facts, "os") ? fact(facts, "os") : "an unknown OS",
		 fact(facts, "scheduler") ? fact(facts, "scheduler") : "an unknown scheduler");
	copy(p->note, sizeof(p->note), n.data);
	buf_release(&n);
	buf_release(&claim);
}

static int plan_cpus(const struct rerun_side *a, const struct rerun_side *b, json_t *hosts,
		     struct rerun_plan *p)
{
	struct rerun_side c = RERUN_SIDE_INIT;
	int ca = side_cpus(a), cb = side_cpus(b), k = cpus_needed(ca, cb), pass;
	struct buf b1 = BUF_INIT;
	json_t *h, *pick = NULL;
	size_t i;

	common_side(a, b, &c);
	buf_addf(&b1, "one host with at least %d CPUs, its sides on two CPU sets (", k);
	describe_cpus(&b1, ca);
	buf_adds(&b1, a->bound ? ", bound" : "");
	buf_adds(&b1, " against ");
	describe_cpus(&b1, cb);
	buf_adds(&b1, b->bound ? ", bound)" : ")");
	copy(p->needs, sizeof(p->needs), b1.data);
	/* a host running the claim's own setting first, then any with the CPUs */
	for (pass = 0; pass < 2 && !pick; pass++)
		json_array_foreach(hosts, i, h) {
			json_t *f = json_object_get(h, "facts");
			if (host_cpus(f) >= k && (pass || host_matches(f, &c))) {
				pick = h;
				break;
			}
		}
	buf_clear(&b1);
	if (!pick) {
		buf_addf(&b1, "cannot rerun here: needs %s", p->needs);
		copy(p->why, sizeof(p->why), b1.data);
		buf_release(&b1);
		return 0;
	}
	p->possible = 1;
	copy(p->host_a, sizeof(p->host_a), json_string_value(json_object_get(pick, "name")));
	cpu_list(p->cpus_a, sizeof(p->cpus_a), ca);
	cpu_list(p->cpus_b, sizeof(p->cpus_b), cb);
	buf_addf(&b1, "rerun on %s: ", p->host_a);
	set_words(&b1, p->cpus_a);
	buf_adds(&b1, " against ");
	set_words(&b1, p->cpus_b);
	copy(p->why, sizeof(p->why), b1.data);
	if ((c.os || c.scheduler || c.kernel || c.smp >= 0) &&
	    !host_matches(json_object_get(pick, "facts"), &c))
		setting_note(p, &c, json_object_get(pick, "facts"), p->host_a);
	buf_release(&b1);
	return 1;
}

static int plan_one(const struct rerun_side *a, json_t *hosts, struct rerun_plan *p)
{
	struct buf b1 = BUF_INIT;
	json_t *h;
	size_t i;

	describe(&b1, a, 0);
	copy(p->needs, sizeof(p->needs), b1.data);
	json_array_foreach(hosts, i, h)
		if (host_matches(json_object_get(h, "facts"), a) &&
		    host_cpus(json_object_get(h, "facts")) >= side_cpus(a)) {
			p->possible = 1;
			copy(p->host_a, sizeof(p->host_a), json_string_value(json_object_get(h, "name")));
			cpu_list(p->cpus_a, sizeof(p->cpus_a), side_cpus(a));
			break;
		}
	buf_clear(&b1);
	if (p->possible)
		buf_addf(&b1, "rerun on %s", p->host_a);
	else
		buf_addf(&b1, "cannot rerun here: needs %s", p->needs);
	copy(p->why, sizeof(p->why), b1.data);
	buf_release(&b1);
	return p->possible;
}

int rerun_plan(const struct rerun_side *a, const struct rerun_side *b, json_t *hosts,
	       struct rerun_plan *p)
{
	memset(p, 0, sizeof(*p));
	if (!b)
		return plan_one(a, hosts, p);
	if (system_differs(a, b))
		return plan_systems(a, b, hosts, p);
	if (side_cpus(a) != side_cpus(b))
		return plan_cpus(a, b, hosts, p);
	copy(p->needs, sizeof(p->needs), "sides that differ in their system or their CPUs");
	copy(p->why, sizeof(p->why), "cannot rerun: the claim's sides state no difference "
	     "(system or CPUs) that a host could provide");
	return 0;
}

json_t *rerun_hosts(struct db *db)
{
	PGresult *res = db_query(db, "SELECT name, facts::text AS facts FROM hosts ORDER BY name", 0, NULL);
	json_t *arr;
	int i;

	if (!res)
		return NULL;
	arr = json_array();
	for (i = 0; i < PQntuples(res); i++) {
		json_t *f = json_loads(db_value(res, i, "facts"), 0, NULL);
		json_array_append_new(arr, json_pack("{s:s, s:o}", "name", db_value(res, i, "name"),
						     "facts", f ? f : json_object()));
	}
	PQclear(res);
	return arr;
}

static json_t *str_or_null(const char *s)
{
	return *s ? json_string(s) : json_null();
}

json_t *rerun_plan_json(const struct rerun_plan *p)
{
	return json_pack("{s:b, s:s, s:s, s:o, s:o, s:o, s:o, s:o}", "possible", p->possible,
			 "needs", p->needs, "why", p->why, "note", str_or_null(p->note),
			 "host_a", str_or_null(p->host_a), "cpus_a", str_or_null(p->cpus_a),
			 "host_b", str_or_null(p->host_b), "cpus_b", str_or_null(p->cpus_b));
}
