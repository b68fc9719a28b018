/* claim-model.c: the model of /claims/ID: a claim, its check, series, rerun sides and plan, reruns; what /jobs/new fills in from it */
#include "pages.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "html.h"
#include "../core/groups.h"
#include "../harness/needs.h"
#include "../harness/workload.h"
#include "../core/banned.h"

/*
 * The model (docs/api.md, "Claims") is the claim, its check, its post, the
 * series the check read, and two things computed here:
 *
 *  - "rerun": the claim's two sides as a rerun sees them.  Side B is the
 *    series the claim's subject names ("ULE is 12% faster": ULE), side A
 *    the first series of another configuration on the same row (the
 *    baseline).  Each side's system comes from its series (OS, scheduler,
 *    OS version as the kernel, SMP from a variant, CPUs and binding from
 *    parameters, hz) and the post's hardware; rerun_plan() (harness/needs.c)
 *    answers with hosts or "cannot rerun here: needs ...".  /jobs/new reads
 *    the same through claim_rerun_fields(), so the claim page's form and
 *    /jobs/new?claim=ID queue the same job.
 *  - "reruns": every job naming the claim, with its state, verdict, samples,
 *    and per side the claim's system against the rerun host's facts (CPU,
 *    cores, OS, scheduler, HZ, SMP kernel).  A rerun with a verdict gets a
 *    strip chart (chart-json.c) of the posted samples beside the rerun's.
 */

static const char sql_claim[] =
	"SELECT json_build_object('id', c.id, 'kind', c.kind, 'text', c.text, 'posted', c.posted,"
	" 'direction', c.direction, 'negated', c.negated, 'hedge', c.hedge, 'quote_depth', c.quote_depth,"
	" 'names', c.names, 'group', c.grp, 'span', json_build_array(c.span_start, c.span_end),"
	" 'check', (SELECT json_build_object('status', k.status, 'note', k.note, 'posted', k.posted,"
	"   'recomputed', k.recomputed, 'rounding', k.rounding, 'rows', k.rows, 'convention', k.convention,"
	"   'generation', k.generation, 'checked_at', " SQL_UTC("k.checked_at") ")"
	"   FROM checks k WHERE k.claim = c.id),"
	" 'message', json_build_object('message_id', m.message_id, 'subject', m.subject,"
	"   'from', coalesce(m.from_name, m.from_addr), 'date', " SQL_UTC("m.date") ","
	"   'list', (SELECT min(l.name) FROM message_lists ml JOIN lists l ON l.id = ml.list"
	"   WHERE ml.message = m.id)),"
	" 'series', coalesce((SELECT json_agg(json_build_object('id', s.id, 'workload', s.workload,"
	"   'metric', s.metric, 'unit', s.unit, 'better', s.better, 'scheduler', s.scheduler, 'os', s.os,"
	"   'os_version', s.os_version, 'label', s.label, 'name', s.name, 'params', s.params, 'summary', s.summary,"
	"   'values', CASE WHEN s.summary IS NULL THEN coalesce((SELECT json_agg(json_build_object("
	"     'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id), '[]') END,"
	"   'system', (SELECT json_build_object('id', y.id, 'cpu_model', y.cpu_model, 'cores', y.cores,"
	"     'threads', y.threads) FROM systems y WHERE y.id = s.system))"
	"   ORDER BY cs.ord) FROM claim_series cs JOIN series s ON s.id = cs.series WHERE cs.claim = c.id),"
	"   '[]'),"
	" 'reruns', coalesce((SELECT json_agg(json_build_object('id', j.id, 'state', j.state,"
	"   'workload', j.workload, 'params', j.params, 'host_a', ha.name, 'cpus_a', j.cpus_a,"
	"   'host_b', hb.name, 'cpus_b', j.cpus_b, 'facts_a', ha.facts, 'facts_b', hb.facts,"
	"   'claimed_pct', j.claimed_pct, 'confidence', j.confidence, 'posted', j.posted,"
	"   'verdict', v.status, 'created', " SQL_UTC("j.created_at") ","
	"   'samples', json_build_object("
	"     'A', (SELECT coalesce(json_agg(r.value ORDER BY r.task, r.seq), '[]') FROM job_runs r"
	"           WHERE r.job = j.id AND r.side = 'A'),"
	"     'B', (SELECT coalesce(json_agg(r.value ORDER BY r.task, r.seq), '[]') FROM job_runs r"
	"           WHERE r.job = j.id AND r.side = 'B'))) ORDER BY j.id)"
	"   FROM jobs j JOIN hosts ha ON ha.id = j.host_a LEFT JOIN hosts hb ON hb.id = j.host_b"
	"   LEFT JOIN verdicts v ON v.job = j.id WHERE j.claim = c.id), '[]'))::text"
	" FROM claims c JOIN messages m ON m.id = c.message WHERE c.id = $1";

/* The claims' workloads (the vocabulary's names) and the harness workload that reruns each. */
static const struct {
	const char *vocab, *variant, *harness;
} rerun_workloads[] = {
	{ "buildworld", NULL, "build" }, { "buildkernel", NULL, "build" },
	{ "kernel-compile", NULL, "build" }, { "ubench", NULL, "cpu" },
	{ "super-smack", "update", "db-update" }, { "super-smack", NULL, "db-select" },
	{ "pgbench", NULL, "db-select" }, { "openssl-rsa", NULL, "rsa" },
	{ "tar-extract", NULL, "untar" }, { "lat_ctx", NULL, "lat-ctx" },
	{ "pipe-test", NULL, "pipe" }, { "perf-sched-pipe", NULL, "pipe" },
	{ "hackbench", NULL, "hackbench" }, { "perf-sched-messaging", NULL, "hackbench" },
	{ "http-load", NULL, "http-cpu" },
};

/* The environment keys shown beside a rerun: the claim's value against the host's fact. */
static const char *const env_keys[] = { "cpu_model", "cores", "os", "scheduler", "hz", "smp_kernel", NULL };
static const char *const env_names[] = { "CPU", "cores", "OS", "scheduler", "HZ", "SMP kernel", NULL };

static const char *param_text(json_t *s, const char *key)
{
	json_t *v = json_object_get(json_object_get(s, "params"), key);

	return json_is_object(v) ? jstr(v, "text") : json_string_value(v);
}

static const char *harness_of(json_t *s)
{
	const char *w = jstr(s, "workload"), *variant = param_text(s, "variant");
	size_t i;

	for (i = 0; w && i < sizeof(rerun_workloads) / sizeof(rerun_workloads[0]); i++)
		if (!strcmp(w, rerun_workloads[i].vocab) &&
		    (!rerun_workloads[i].variant || (variant && strstr(variant, rerun_workloads[i].variant))))
			return rerun_workloads[i].harness;
	return NULL;
}

/* "ULE 7.0-CURRENT" with the row: what tells a series' configuration apart */
static int same_config(json_t *x, json_t *y)
{
	struct buf a = BUF_INIT, b = BUF_INIT;
	int same;

	config_label(&a, x);
	config_label(&b, y);
	same = !strcmp(a.data, b.data);
	buf_release(&a);
	buf_release(&b);
	return same;
}

static int names_series(json_t *s, const char *name)
{
	const char *f[] = { jstr(s, "scheduler"), jstr(s, "os_version"), jstr(s, "label") };
	size_t i;

	for (i = 0; name && i < 3; i++)
		if (f[i] && *f[i] && (strcasestr(f[i], name) || strcasestr(name, f[i])))
			return 1;
	return 0;
}

/* B: the series the subject names (else the first); A: another configuration, same row if any */
static int pick_sides(json_t *m, json_t **sa, json_t **sb)
{
	json_t *all = json_object_get(m, "series"), *n, *s;
	const char *subject = NULL;
	size_t i;

	*sa = *sb = NULL;
	json_array_foreach(json_object_get(m, "names"), i, n)
		if (!subject && !strcmp(jstr(n, "role") ?: "", "subject"))
			subject = jstr(n, "text");
	json_array_foreach(all, i, s)
		if (!*sb && names_series(s, subject))
			*sb = s;
	if (!*sb)
		*sb = json_array_get(all, 0);
	json_array_foreach(all, i, s)
		if (!*sa && s != *sb && !same_config(s, *sb) &&
		    json_equal(json_object_get(s, "params"), json_object_get(*sb, "params")))
			*sa = s;
	json_array_foreach(all, i, s)
		if (!*sa && s != *sb && !same_config(s, *sb))
			*sa = s;
	return *sa && *sb ? 0 : -1;
}

static json_t *num_or_null(double v)
{
	return isfinite(v) ? json_real(v) : json_null();
}

/* A side's system as a rerun sees it (the keys of host facts, plus cpus and bound). */
static json_t *side_system(json_t *s)
{
	const char *variant = param_text(s, "variant"), *ver = jstr(s, "os_version");
	json_t *sys = json_object_get(s, "system"), *o = json_object();
	double cores = jnum(sys, "cores"), cpus = jnum(json_object_get(s, "params"), "cpus");
	const char *bound = param_text(s, "bound");

	json_object_set_new(o, "series", json_string(jstr(s, "id")));
	json_object_set_new(o, "os", json_str_or_null(jstr(s, "os")));
	json_object_set_new(o, "scheduler", json_str_or_null(jstr(s, "scheduler")));
	/* "7.0-CURRENT as of 10/16/2007" is kernel 7.0-CURRENT */
	json_object_set_new(o, "kernel", ver ? json_stringn(ver, strcspn(ver, " ")) : json_null());
	json_object_set_new(o, "cpu_model", json_str_or_null(jstr(sys, "cpu_model")));
	json_object_set_new(o, "cores", isfinite(cores) ? json_integer((long long)cores) : json_null());
	json_object_set_new(o, "hz", isfinite(jnum(json_object_get(s, "params"), "hz")) ?
			    json_integer((long long)jnum(json_object_get(s, "params"), "hz")) : json_null());
	/* the posts say "SMP" or "non-SMP" / "UP" as a variant of the kernel */
	if (variant && (strcasestr(variant, "non-SMP") || strcasestr(variant, "no SMP") || !strcasecmp(variant, "UP")))
		json_object_set_new(o, "smp_kernel", json_false());
	else if (variant && strcasestr(variant, "SMP"))
		json_object_set_new(o, "smp_kernel", json_true());
	else
		json_object_set_new(o, "smp_kernel", json_null());
	json_object_set_new(o, "cpus", isfinite(cpus) && cpus >= 1 && cpus < 4096 ?
			    json_integer((long long)cpus) : json_null());
	json_object_set_new(o, "bound", json_boolean((bound && strcmp(bound, "0") && strcasecmp(bound, "no")) ||
						     (variant && strcasestr(variant, "bound"))));
	return o;
}

static void to_side(json_t *sys, struct rerun_side *r)
{
	json_t *smp = json_object_get(sys, "smp_kernel");

	memset(r, 0, sizeof(*r));
	r->os = jstr(sys, "os");
	r->scheduler = jstr(sys, "scheduler");
	r->kernel = jstr(sys, "kernel");
	r->smp = json_is_boolean(smp) ? json_is_true(smp) : -1;
	r->cpus = json_is_integer(json_object_get(sys, "cpus")) ?
		  (int)json_integer_value(json_object_get(sys, "cpus")) : 0;
	r->bound = json_is_true(json_object_get(sys, "bound"));
}

/* the posted values of a series, as plain numbers */
static json_t *values_of(json_t *s)
{
	json_t *out = json_array(), *v;
	size_t i;

	json_array_foreach(json_object_get(s, "values"), i, v)
		json_array_append_new(out, json_real(jnum(v, "value")));
	return out;
}

/*
 * What the rerun is held to: B against A in percent of A, as the claim
 * states it.  The claim's side B is its subject and its direction says
 * whether the subject is better (1) or worse (-1); with the series' better
 * direction that is a sign (B faster on a lower-is-better time: B lower,
 * negative).  The size is the claim's own percentage when it states one
 * ("ULE is 12% faster"), else the posted figures' difference; a claim with
 * no direction (or negated) is held to the figures' signed difference.
 * Sets claimed_pct, claimed_from and claimed_direction.
 */
static void claimed_model(json_t *m, json_t *rr, json_t *sa, json_t *sb)
{
	double va, vb, sd, figures = NAN, pct = NAN;
	const char *better = jstr(sb, "better"), *t, *from = NULL;
	json_t *dir = json_object_get(m, "direction");
	int sign = 0;
	long n;

	if (!series_figure(sa, &va, &t, &n, &sd) && !series_figure(sb, &vb, &t, &n, &sd) && va != 0)
		figures = (vb - va) / va * 100;
	if (json_is_integer(dir) && json_integer_value(dir) && !json_is_true(json_object_get(m, "negated")) &&
	    better && (!strcmp(better, "lower") || !strcmp(better, "higher")))
		sign = (json_integer_value(dir) > 0 ? 1 : -1) * (!strcmp(better, "lower") ? -1 : 1);
	if (sign && !strcmp(jstr(m, "kind") ?: "", "percent") && isfinite(jnum(m, "posted")))
		pct = sign * fabs(jnum(m, "posted")), from = "the claim's own figure";
	else if (sign && isfinite(figures))
		pct = sign * fabs(figures), from = "the posted figures, in the claim's direction";
	else if (isfinite(figures))
		pct = figures, from = "the posted figures";
	json_object_set_new(rr, "claimed_pct", num_or_null(pct));
	json_object_set_new(rr, "claimed_from", json_str_or_null(from));
	json_object_set_new(rr, "claimed_direction", !isfinite(pct) || pct == 0 ? json_null() :
			    json_string(pct < 0 ? "B lower than A" : "B higher than A"));
}

/* "rerun": {workload, sides {A, B}, claimed_pct, plan} or {why} when the sides cannot be told */
static void rerun_model(struct req *r, json_t *m)
{
	json_t *sa, *sb, *rr = json_object(), *sides, *hosts;
	struct rerun_side a, b;
	struct rerun_plan p;

	json_object_set_new(m, "rerun", rr);
	if (pick_sides(m, &sa, &sb) < 0) {
		json_object_set_new(rr, "why", json_string("the claim rests on no two series of different "
							   "configurations, so a rerun has no sides to compare"));
		return;
	}
	sides = json_pack("{s:o, s:o}", "A", side_system(sa), "B", side_system(sb));
	json_object_set_new(rr, "workload", json_str_or_null(harness_of(sb)));
	json_object_set_new(rr, "sides", sides);
	json_object_set_new(rr, "posted", json_pack("{s:o, s:o}", "A", values_of(sa), "B", values_of(sb)));
	claimed_model(m, rr, sa, sb);
	{
		struct buf la = BUF_INIT, lb = BUF_INIT;
		config_label(&la, sa);
		config_label(&lb, sb);
		json_object_set_new(json_object_get(sides, "A"), "label", json_string(la.data));
		json_object_set_new(json_object_get(sides, "B"), "label", json_string(lb.data));
		buf_release(&la);
		buf_release(&lb);
	}
	if (!req_db(r) || !(hosts = rerun_hosts(r->db)))
		return;
	to_side(json_object_get(sides, "A"), &a);
	to_side(json_object_get(sides, "B"), &b);
	rerun_plan(&a, &b, hosts, &p);
	json_object_set_new(rr, "plan", rerun_plan_json(&p));
	json_decref(hosts);
}

/* per rerun: the claim's system against the host's facts, key by key */
static json_t *environment(json_t *sides, json_t *job)
{
	json_t *out = json_array();
	int i;

	for (i = 0; env_keys[i]; i++) {
		json_t *ca = json_object_get(json_object_get(sides, "A"), env_keys[i]);
		json_t *cb = json_object_get(json_object_get(sides, "B"), env_keys[i]);
		json_t *ha = json_object_get(json_object_get(job, "facts_a"), env_keys[i]);
		json_t *fb = json_object_get(job, "facts_b");
		json_t *hb = json_object_get(json_is_object(fb) ? fb : json_object_get(job, "facts_a"), env_keys[i]);
		int differs = (ca && !json_is_null(ca) && !json_equal(ca, ha)) ||
			      (cb && !json_is_null(cb) && !json_equal(cb, hb));
		json_array_append_new(out, json_pack("{s:s, s:s, s:O?, s:O?, s:O?, s:O?, s:b}",
			"key", env_keys[i], "name", env_names[i], "claim_a", ca, "claim_b", cb,
			"rerun_a", ha, "rerun_b", hb, "differs", differs));
	}
	return out;
}

/* the strip chart of a rerun: the samples posted with its claim beside the rerun's (job and claim pages) */
json_t *rerun_chart_spec(const char *id, const char *url, const char *workload, json_t *sets)
{
	const struct workload *w = workload_find(workload);

	return json_pack("{s:s, s:s, s:s, s:s, s:{s:s, s:s, s:s}, s:o}", "kind", "strip", "id", id, "url", url,
			 "title", "posted samples beside the rerun's", "x", "label", w ? w->metric : "value",
			 "unit", w ? w->unit : "", "scale", "linear", "sets", sets);
}

/* a strip chart's set: LABEL and its samples, when there are any */
void rerun_chart_set(json_t *sets, const char *label, json_t *samples)
{
	if (json_array_size(samples))
		json_array_append_new(sets, json_pack("{s:s, s:O}", "label", label, "samples", samples));
}

/* the chart of a rerun with a verdict on the claim's page: posted A, rerun A, posted B, rerun B */
static json_t *rerun_chart(json_t *m, json_t *job)
{
	json_t *posted = json_object_get(job, "posted"), *sets = json_array(), *spec;
	json_t *sides = json_object_get(json_object_get(m, "rerun"), "sides");
	const char *side[2] = { "A", "B" };
	struct buf url = BUF_INIT, id = BUF_INIT, l = BUF_INIT;
	int i;

	for (i = 0; i < 2; i++) {
		const char *lab = jstr(json_object_get(sides, side[i]), "label");
		const char *host = jstr(job, i ? "host_b" : "host_a") ?: jstr(job, "host_a");

		buf_clear(&l);
		buf_addf(&l, "posted %s%s%s", side[i], lab && *lab ? ": " : "", lab ? lab : "");
		rerun_chart_set(sets, l.data, json_object_get(posted, side[i]));
		buf_clear(&l);
		buf_addf(&l, "rerun %s on %s", side[i], host ? host : "?");
		rerun_chart_set(sets, l.data, json_object_get(json_object_get(job, "samples"), side[i]));
	}
	buf_addf(&id, "rerun-%lld", json_integer_value(json_object_get(job, "id")));
	buf_adds(&url, "/chart/claim.svg?id=");
	html_url_arg(&url, jstr(m, "id"));
	buf_addf(&url, "&job=%lld", json_integer_value(json_object_get(job, "id")));
	spec = rerun_chart_spec(id.data, url.data, jstr(job, "workload"), sets);
	buf_release(&url);
	buf_release(&id);
	buf_release(&l);
	return spec;
}

static void reruns_model(json_t *m)
{
	json_t *job, *sides = json_object_get(json_object_get(m, "rerun"), "sides");
	size_t i;

	json_array_foreach(json_object_get(m, "reruns"), i, job) {
		json_object_set_new(job, "environment", environment(sides, job));
		if (jstr(job, "verdict"))
			json_object_set_new(job, "chart", rerun_chart(m, job));
	}
}

/* the claim's model; quiet: no error page for a claim that does not exist */
static json_t *load_claim(struct req *r, const char *id, int quiet)
{
	const char *v[1] = { id };
	PGresult *res;
	json_t *m = NULL;

	if (!*id || strlen(id) > 64) {
		if (!quiet)
			req_fail(r, 404, "There is no claim at this address.");
		return NULL;
	}
	if (!(res = req_query(r, sql_claim, 1, v)))
		return NULL;
	if (PQntuples(res) != 1) {
		if (!quiet)
			req_fail(r, 404, "There is no claim with that id.");
		goto cleanup;
	}
	if (!(m = json_loads(PQgetvalue(res, 0, 0), 0, NULL))) {
		req_fail(r, 500, "The database answered with JSON that does not parse.");
		goto cleanup;
	}
	rerun_model(r, m);
	reruns_model(m);
cleanup:
	PQclear(res);
	return m;
}

json_t *model_claim(struct req *r, const char *id)
{
	return load_claim(r, id, 0);
}

/* values as "1.5,2,3" */
static json_t *value_list(json_t *arr)
{
	struct buf b = BUF_INIT;
	json_t *v, *out;
	size_t i;

	json_array_foreach(arr, i, v)
		buf_addf(&b, "%s%.15g", i ? "," : "", json_number_value(v));   /* 8.55, not 8.5500000000000007 */
	out = json_string(b.data);
	buf_release(&b);
	return out;
}

static void side_fields(json_t *f, json_t *sys, char which)
{
	char k[16];
	json_t *x;

#define SET(key, val) (snprintf(k, sizeof(k), "%c_%s", which, key), json_object_set_new(f, k, val))
	if (jstr(sys, "os"))
		SET("os", json_string(jstr(sys, "os")));
	if (jstr(sys, "scheduler"))
		SET("sched", json_string(jstr(sys, "scheduler")));
	if (jstr(sys, "kernel"))
		SET("kernel", json_string(jstr(sys, "kernel")));
	if (json_is_boolean(x = json_object_get(sys, "smp_kernel")))
		SET("smp", json_string(json_is_true(x) ? "1" : "0"));
	if (json_is_integer(x = json_object_get(sys, "cpus")))
		SET("cpus", json_sprintf("%lld", json_integer_value(x)));
	if (json_is_true(json_object_get(sys, "bound")))
		SET("bound", json_string("1"));
#undef SET
}

json_t *claim_rerun_fields(struct req *r, const char *id)
{
	json_t *m = load_claim(r, id, 1), *rr, *sides, *f, *env, *a;
	const char *k;
	json_t *v;
	double pct;

	rr = json_object_get(m, "rerun");
	if (!(sides = json_object_get(rr, "sides"))) {
		json_decref(m);
		return NULL;
	}
	f = json_object();
	if (jstr(rr, "workload"))
		json_object_set_new(f, "workload", json_string(jstr(rr, "workload")));
	side_fields(f, json_object_get(sides, "A"), 'a');
	side_fields(f, json_object_get(sides, "B"), 'b');
	if (json_array_size(json_object_get(json_object_get(rr, "posted"), "A")))
		json_object_set_new(f, "posted_a", value_list(json_object_get(json_object_get(rr, "posted"), "A")));
	if (json_array_size(json_object_get(json_object_get(rr, "posted"), "B")))
		json_object_set_new(f, "posted_b", value_list(json_object_get(json_object_get(rr, "posted"), "B")));
	pct = jnum(rr, "claimed_pct");
	if (isfinite(pct))
		json_object_set_new(f, "claimed", json_sprintf("%.4g", pct));
	/* side A's system, as the verdict shows it beside the host's facts */
	env = json_object();
	a = json_object_get(sides, "A");
	json_object_foreach(a, k, v)
		if (!json_is_null(v) && strcmp(k, "series") && strcmp(k, "label") && strcmp(k, "cpus") &&
		    strcmp(k, "bound"))
			json_object_set(env, k, v);
	json_object_set_new(f, "env", env);
	json_decref(m);
	return f;
}

/* the chart of one rerun, for /chart/claim.svg?id=ID&job=N */
json_t *claim_chart(json_t *m, long long job)
{
	json_t *j;
	size_t i;

	json_array_foreach(json_object_get(m, "reruns"), i, j)
		if (json_integer_value(json_object_get(j, "id")) == job)
			return json_object_get(j, "chart");
	return NULL;
}
