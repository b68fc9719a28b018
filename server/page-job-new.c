/* page-job-new.c: /jobs/new (queue a rerun, filled in from a claim) and /api/rerun-plan */
#include "pages.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../harness/jobs.h"
#include "../harness/needs.h"
#include "../harness/workload.h"
#include "../core/banned.h"

/*
 * The form takes the claim's sides as arguments (a_os, a_sched, a_kernel,
 * a_smp, a_cpus, a_bound and b_...), and shows rerun_plan()'s answer: the
 * hosts and CPU sets filled in, or "cannot rerun here: needs ..." and no
 * form.  With claim=ID and no sides, the claim's stored series give them
 * (claim_rerun_fields(), page-claim.c): every field the request leaves out
 * is taken from there, on GET and on POST alike, so the claim page's short
 * form (claim, hosts, runs) queues a job with the claim's system, posted
 * samples and posted difference.
 */

/* a request and what its claim fills in (NULL: nothing) */
struct form {
	struct req *r;
	json_t *pre;
};

/* what the request itself sent (a form field on POST, a query argument on GET) */
static const char *sent(struct form *f, const char *name)
{
	const char *v = f->r->is_post ? req_field(f->r, name) : req_arg(f->r, name);

	return v && *v ? v : NULL;
}

/* a form field on POST, a query argument on GET, else what the claim says */
static const char *val(struct form *f, const char *name)
{
	const char *v = sent(f, name);

	if (v)
		return v;
	v = json_string_value(json_object_get(f->pre, name));
	return v && *v ? v : NULL;
}

static void side_from(struct form *f, char which, struct rerun_side *s, int *stated)
{
	char k[16];
	const char *v;

	memset(s, 0, sizeof(*s));
	s->smp = -1;
#define ARG(key) (snprintf(k, sizeof(k), "%c_%s", which, key), v = val(f, k), *stated |= !!v, v)
	s->os = ARG("os");
	s->scheduler = ARG("sched");
	s->kernel = ARG("kernel");
	if (ARG("smp"))
		s->smp = !strcmp(v, "1") || !strcmp(v, "yes");
	if (ARG("cpus"))
		s->cpus = atoi(v) > 0 && atoi(v) < 4096 ? atoi(v) : 0;
	if (ARG("bound"))
		s->bound = !strcmp(v, "1") || !strcmp(v, "yes");
#undef ARG
}

/* 1 with *p filled when the request states the claim's sides, 0 when not, -1 error */
static int plan_of(struct form *f, struct rerun_plan *p)
{
	struct req *r = f->r;
	struct rerun_side a, b;
	int stated_a = 0, stated_b = 0;
	json_t *hosts;

	side_from(f, 'a', &a, &stated_a);
	side_from(f, 'b', &b, &stated_b);
	if (!stated_a && !stated_b)
		return 0;
	if (!req_db(r))
		return -1;
	hosts = rerun_hosts(r->db);
	if (!hosts)
		return req_fail(r, 500, "The hosts could not be read.");
	rerun_plan(&a, stated_b ? &b : NULL, hosts, p);
	json_decref(hosts);
	return 1;
}

int page_api_rerun_plan(struct req *r)
{
	struct rerun_plan p;
	struct form f = { r, NULL };
	int rc = plan_of(&f, &p);

	if (rc < 0)
		return -1;
	if (!rc)
		return req_fail(r, 400, "Give the claim's sides: a_os, a_sched, a_kernel, a_smp, a_cpus, "
				"a_bound and the same with b_.");
	return api_send(r, rerun_plan_json(&p));
}

/* the registered hosts as choices, CHOSEN selected */
static json_t *host_options(json_t *hosts, const char *chosen)
{
	json_t *out = json_array(), *h;
	size_t i;

	json_array_foreach(hosts, i, h) {
		const char *n = json_string_value(json_object_get(h, "name"));
		json_t *facts = json_object_get(h, "facts");

		json_array_append_new(out, json_pack("{s:s, s:O?, s:O?, s:b}", "name", n,
			"os", json_object_get(facts, "os"), "scheduler", json_object_get(facts, "scheduler"),
			"selected", chosen && !strcmp(chosen, n)));
	}
	return out;
}

/* only what the request sent: the rest comes from the claim again on POST
 * (a form of more than REQ_MAX_FIELDS fields is refused with 413) */
static json_t *hidden_fields(struct form *f)
{
	static const char *const keep[] = { "claim", "posted_a", "posted_b", "a_os", "a_sched", "a_kernel",
		"a_smp", "a_cpus", "a_bound", "b_os", "b_sched", "b_kernel", "b_smp", "b_cpus", "b_bound", NULL };
	json_t *out = json_array();
	int i;

	for (i = 0; keep[i]; i++)
		if (sent(f, keep[i]))
			json_array_append_new(out, json_pack("{s:s, s:s}", "name", keep[i], "value", sent(f, keep[i])));
	return out;
}

static json_t *choices(void)
{
	json_t *out = json_array();
	int i;

	for (i = 0; workloads[i]; i++)
		json_array_append_new(out, json_pack("{s:s, s:s}", "name", workloads[i]->name,
						     "summary", workloads[i]->summary));
	return out;
}

/* the confidences a verdict may use, CHOSEN selected; each workload, CHOSEN selected */
static void mark_selected(json_t *arr, const char *key, const char *chosen)
{
	json_t *c;
	size_t i;

	json_array_foreach(arr, i, c)
		json_object_set_new(c, "selected", json_boolean(!strcmp(json_string_value(json_object_get(c, key)),
									chosen)));
}

/* the form's fields: what the request sent, else the claim's, else the plan's hosts */
static json_t *form_fields(struct form *f, json_t *hosts, const struct rerun_plan *p, int planned)
{
	const char *host_a = val(f, "host_a"), *cpus_a = val(f, "cpus_a"), *host_b = val(f, "host_b"),
		   *cpus_b = val(f, "cpus_b");
	json_t *confs = json_pack("[{s:s}, {s:s}, {s:s}, {s:s}, {s:s}, {s:s}]", "value", "80", "value", "90",
				  "value", "95", "value", "98", "value", "99", "value", "99.5");
	json_t *wl = choices();

	if (planned && !f->r->is_post) {
		host_a = p->host_a;
		cpus_a = *p->cpus_a ? p->cpus_a : NULL;
		host_b = *p->host_b ? p->host_b : NULL;
		cpus_b = *p->cpus_b ? p->cpus_b : NULL;
	}
	mark_selected(confs, "value", val(f, "confidence") ?: "95");
	mark_selected(wl, "name", val(f, "workload") ?: "pipe");
	return json_pack("{s:o, s:o, s:s?, s:b, s:o, s:s?, s:o, s:b, s:s?, s:s, s:s?, s:o}",
		"hidden", hidden_fields(f), "workloads", wl, "params", val(f, "params"),
		"size_test", val(f, "size") && !strcmp(val(f, "size"), "test"),
		"hosts_a", host_options(hosts, host_a), "cpus_a", cpus_a, "hosts_b", host_options(hosts, host_b),
		"no_side_b", host_b && !strcmp(host_b, "-"), "cpus_b", cpus_b, "runs", val(f, "runs") ?: "5",
		"claimed", val(f, "claimed"), "confidences", confs);
}

static int new_form(struct form *f, const char *problem)
{
	struct req *r = f->r;
	struct rerun_plan p;
	json_t *hosts, *m;
	int planned = plan_of(f, &p);

	if (planned < 0 || !req_db(r) || !(hosts = rerun_hosts(r->db))) {
		if (!r->db_down && !r->failed)
			req_fail(r, 500, "The hosts could not be read.");
		return -1;
	}
	m = form_fields(f, hosts, &p, planned);
	json_object_update_new(m, json_pack("{s:s?, s:o, s:s?, s:b, s:b, s:b}", "claim", val(f, "claim"),
		"plan", planned ? json_pack("{s:b, s:s, s:s}", "possible", p.possible, "why", p.why, "note", p.note)
				: json_null(),
		"problem", problem, "impossible", planned && !p.possible,
		"no_hosts", !json_array_size(hosts), "form", json_array_size(hosts) > 0));
	json_decref(hosts);
	return page_render(r, "job-new", m);
}

/* "K=V K=V" into an object; -1 when a word is no K=V */
static int parse_params(const char *s, json_t *obj)
{
	while (s && *s) {
		size_t n;
		const char *eq;
		char *k;

		s += strspn(s, " \t\r\n");
		n = strcspn(s, " \t\r\n");
		if (!n)
			break;
		eq = memchr(s, '=', n);
		if (!eq || eq == s)
			return -1;
		k = xstrndup(s, (size_t)(eq - s));
		{
			char *v = xstrndup(eq + 1, n - (size_t)(eq + 1 - s));
			json_object_set_new(obj, k, json_string(v));
			free(v);
		}
		free(k);
		s += n;
	}
	return 0;
}

/* "1.5, 2, 3e0" into an array; NULL when not numbers */
static json_t *parse_values(const char *s)
{
	json_t *arr = json_array();
	char *end;

	while (s && *s) {
		double v;
		s += strspn(s, " ,;\t");
		if (!*s)
			break;
		v = strtod(s, &end);
		if (end == s || !isfinite(v) || json_array_size(arr) >= 1000) {
			json_decref(arr);
			return NULL;
		}
		json_array_append_new(arr, json_real(v));
		s = end;
	}
	return arr;
}

static int queue_rerun(struct form *f)
{
	struct req *r = f->r;
	struct job_spec s;
	long long id;
	json_t *pa = NULL, *pb = NULL;
	const char *claim = val(f, "claim");
	struct buf where = BUF_INIT;
	int ret;

	job_spec_init(&s);
	s.params = json_object();
	s.env = json_object();
	s.posted = json_object();
	s.workload = val(f, "workload");
	s.host_a = val(f, "host_a");
	s.cpus_a = val(f, "cpus_a");
	/* side B: another host, the same host ("") on its CPU set, or none ("-") */
	s.host_b = val(f, "host_b") ? val(f, "host_b") : s.host_a;
	s.cpus_b = val(f, "cpus_b");
	if (s.host_b && !strcmp(s.host_b, "-"))
		s.host_b = s.cpus_b = NULL;
	s.claimed = val(f, "claimed");
	s.runs = val(f, "runs") ? atoi(val(f, "runs")) : 5;
	s.confidence = val(f, "confidence") ? atof(val(f, "confidence")) : 95;
	/* claim ids are hashes in hex (claims.id); older forms sent numbers */
	if (claim && strspn(claim, "0123456789abcdefABCDEF") == strlen(claim) && strlen(claim) <= 64)
		s.claim = claim;
	if (json_is_object(json_object_get(f->pre, "env")))
		json_object_update(s.env, json_object_get(f->pre, "env"));
	if (val(f, "a_os"))
		json_object_set_new(s.env, "os", json_string(val(f, "a_os")));
	if (val(f, "a_sched"))
		json_object_set_new(s.env, "scheduler", json_string(val(f, "a_sched")));
	if (val(f, "a_kernel"))
		json_object_set_new(s.env, "kernel", json_string(val(f, "a_kernel")));
	if (parse_params(val(f, "params"), s.params) < 0) {
		r->status = 400;
		ret = new_form(f, "Parameters are KEY=VALUE words with spaces between.");
		goto cleanup;
	}
	if (val(f, "size") && !strcmp(val(f, "size"), "test"))
		json_object_set_new(s.params, "size", json_string("test"));
	pa = parse_values(val(f, "posted_a"));
	pb = parse_values(val(f, "posted_b"));
	if (json_array_size(pa) || json_array_size(pb)) {
		json_object_set(s.posted, "A", pa ? pa : json_array());
		json_object_set(s.posted, "B", pb ? pb : json_array());
	}
	if (!req_db_write(r)) {
		ret = -1;
		goto cleanup;
	}
	if (job_add(r->db_write, &s, &id) < 0) {
		if (PQstatus(r->db_write->conn) != CONNECTION_OK) {
			ret = req_fail(r, 503, "The database went away; send the form again.");
			goto cleanup;
		}
		r->status = 400;
		ret = new_form(f, error_last());
		goto cleanup;
	}
	buf_addf(&where, "/jobs/%lld", id);
	ret = req_redirect(r, 303, where.data);
cleanup:
	buf_release(&where);
	json_decref(pa);
	json_decref(pb);
	json_decref(s.params);
	json_decref(s.env);
	json_decref(s.posted);
	return ret;
}

int page_job_new(struct req *r)
{
	const char *claim = r->is_post ? req_field(r, "claim") : req_arg(r, "claim");
	struct form f = { r, NULL };
	int ret;

	if (claim && *claim && !(f.pre = claim_rerun_fields(r, claim)) && r->db_down)
		return -1;
	ret = r->is_post ? queue_rerun(&f) : new_form(&f, NULL);
	json_decref(f.pre);
	return ret;
}
