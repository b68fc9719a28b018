/* verdict.c: reproduced, contradicted, different size or inconclusive, with the power note */
#include "verdict.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../core/banned.h"

/* one-sided 80 % power: the standard normal quantile at 0.8 */
#define Z_POWER 0.8416212335729143

static long runs_needed(double spool, double diff, int conf)
{
	long n;

	if (!(spool > 0) || !(fabs(diff) > 0))
		return -1;
	for (n = 2; n <= 100000; n++) {
		double se = spool * sqrt(2.0 / (double)n);
		if ((stats_t_critical(2 * n - 2, conf) + Z_POWER) * se <= fabs(diff))
			return n;
	}
	return -1;
}

static const char *classify(const struct verdict_in *in, const struct stats_result *r)
{
	if (!in->has_claim)
		return "no claim";
	if (!r->proven)
		return "inconclusive";
	if ((r->pct > 0) != (in->claimed_pct > 0) || in->claimed_pct == 0)
		return "contradicted";
	if (fabs(in->claimed_pct - r->pct) <= r->pct_pm)
		return "reproduced";
	return "different size";
}

int verdict_judge(struct verdict_in *in, struct verdict *v)
{
	int conf = stats_conf_index(in->confidence);
	double d;

	memset(v, 0, sizeof(*v));
	v->runs_needed = -1;
	if (conf < 0)
		return error("confidence %g%% is not one of ministat's levels "
			     "(80, 90, 95, 98, 99, 99.5)", in->confidence);
	if (stats_from_samples(&v->sa, in->a, in->na, STATS_DEBIAN) < 0 ||
	    stats_from_samples(&v->sb, in->b, in->nb, STATS_DEBIAN) < 0)
		return -1;
	if ((in->welch ? stats_welch(&v->sb, &v->sa, conf, &v->r)
		       : stats_student(&v->sb, &v->sa, conf, STATS_DEBIAN, &v->r)) < 0)
		return -1;
	v->status = classify(in, &v->r);
	d = in->has_claim ? in->claimed_pct * v->sa.mean / 100 : v->r.diff;
	if (in->welch)   /* no pooled s: the root of the mean variance */
		v->r.spool = sqrt((v->sa.var + v->sb.var) / 2);
	v->runs_needed = runs_needed(v->r.spool, d, conf);
	if (v->runs_needed > 0)
		snprintf(v->note, sizeof(v->note),
			 "at the measured noise (s = %.6g), %ld runs per side would detect a "
			 "difference of %.3g%% at %g%% confidence with 80%% power; this rerun had %zu and %zu",
			 v->r.spool, v->runs_needed, 100 * d / v->sa.mean, in->confidence,
			 in->na, in->nb);
	else
		snprintf(v->note, sizeof(v->note), "no power estimate: %s",
			 v->r.spool > 0 ? "no difference to detect" : "the samples show no noise");
	return 0;
}

/* the facts keys shown beside a verdict, claim system against rerun host */
static const char *env_keys[] = { "os", "kernel", "scheduler", "cpu_model", "sockets", "cores",
	"threads", "smt", "memory_bytes", "hz", "smp_kernel", NULL };

static json_t *environment(json_t *claim, json_t *fa, json_t *fb, const char *ca, const char *cb)
{
	json_t *diff = json_array();
	int i;

	for (i = 0; claim && env_keys[i]; i++) {
		json_t *c = json_object_get(claim, env_keys[i]);
		json_t *a = json_object_get(fa, env_keys[i]);
		json_t *b = fb ? json_object_get(fb, env_keys[i]) : NULL;
		if (!c || json_is_null(c))
			continue;
		if (!json_equal(c, a) || (fb && !json_equal(c, b)))
			json_array_append_new(diff, json_pack("{s:s, s:O, s:O?, s:O?}", "key",
				env_keys[i], "claim", c, "A", a, "B", b));
	}
	return json_pack("{s:o?, s:o?, s:o?, s:s?, s:s?, s:o}", "claim", claim, "A", fa, "B", fb,
			 "cpus_a", ca, "cpus_b", cb, "differs", diff);
}

static int load_side(struct db *db, const char *job, const char *side, double **v, size_t *n)
{
	const char *p[] = { job, side };
	PGresult *res = db_query(db, "SELECT value FROM job_runs WHERE job = $1 AND side = $2 "
				 "ORDER BY seq", 2, p);
	int i;

	if (!res)
		return -1;
	*n = (size_t)PQntuples(res);
	*v = xcalloc(*n + 1, sizeof(double));
	for (i = 0; i < PQntuples(res); i++)
		(*v)[i] = atof(PQgetvalue(res, i, 0));
	PQclear(res);
	return 0;
}

static json_t *load_json(const char *text)
{
	return text ? json_loads(text, 0, NULL) : NULL;
}

static json_t *detail_doc(const struct verdict_in *in, const struct verdict *v)
{
	json_t *d = json_object();

	json_object_set_new(d, "test", json_string(in->welch ? "welch" : "student"));
	json_object_set_new(d, "confidence", json_real(in->confidence));
	json_object_set_new(d, "claimed_pct", in->has_claim ? json_real(in->claimed_pct) : json_null());
	json_object_set_new(d, "a", json_pack("{s:I, s:f, s:f, s:f, s:f, s:f}", "n", (json_int_t)v->sa.n,
		"min", v->sa.min, "max", v->sa.max, "median", v->sa.median, "mean", v->sa.mean,
		"stddev", v->sa.stddev));
	json_object_set_new(d, "b", json_pack("{s:I, s:f, s:f, s:f, s:f, s:f}", "n", (json_int_t)v->sb.n,
		"min", v->sb.min, "max", v->sb.max, "median", v->sb.median, "mean", v->sb.mean,
		"stddev", v->sb.stddev));
	json_object_set_new(d, "diff", json_real(v->r.diff));
	json_object_set_new(d, "diff_pm", json_real(v->r.diff_pm));
	json_object_set_new(d, "pct", json_real(v->r.pct));
	json_object_set_new(d, "pct_pm", json_real(v->r.pct_pm));
	json_object_set_new(d, "t", json_real(v->r.t));
	json_object_set_new(d, "df", json_real(v->r.df));
	json_object_set_new(d, "spool", isfinite(v->r.spool) ? json_real(v->r.spool) : json_null());
	json_object_set_new(d, "proven", json_boolean(v->r.proven));
	json_object_set_new(d, "runs_needed", v->runs_needed > 0 ? json_integer(v->runs_needed) : json_null());
	json_object_set_new(d, "power_note", json_string(v->note));
	return d;
}

int verdict_compute(struct db *db, long job)
{
	char id[32], *text = NULL;
	const char *p[] = { id, NULL, NULL };
	struct verdict_in in = { 0 };
	struct verdict v;
	PGresult *res;
	json_t *detail = NULL;
	int ret = -1;

	snprintf(id, sizeof(id), "%ld", job);
	res = db_query(db, "SELECT j.claimed_pct, j.test, j.confidence, j.claim_env::text AS env, "
		       "j.cpus_a, j.cpus_b, ha.facts::text AS fa, hb.facts::text AS fb, j.host_b "
		       "FROM jobs j JOIN hosts ha ON ha.id = j.host_a "
		       "LEFT JOIN hosts hb ON hb.id = j.host_b WHERE j.id = $1", 1, p);
	if (!res || !PQntuples(res))
		goto cleanup;
	if (load_side(db, id, "A", &in.a, &in.na) < 0 || load_side(db, id, "B", &in.b, &in.nb) < 0)
		goto cleanup;
	in.has_claim = db_value(res, 0, "claimed_pct") != NULL;
	in.claimed_pct = in.has_claim ? atof(db_value(res, 0, "claimed_pct")) : 0;
	in.confidence = atof(db_value(res, 0, "confidence"));
	in.welch = !strcmp(db_value(res, 0, "test"), "welch");
	if (in.nb < 2 || in.na < 2) {
		/* one side only, or too few runs: nothing to compare */
		ret = 0;
		goto cleanup;
	}
	if (verdict_judge(&in, &v) < 0)
		goto cleanup;
	detail = detail_doc(&in, &v);
	json_object_set_new(detail, "environment", environment(load_json(db_value(res, 0, "env")),
		load_json(db_value(res, 0, "fa")),
		db_value(res, 0, "host_b") ? load_json(db_value(res, 0, "fb")) : NULL,
		db_value(res, 0, "cpus_a"), db_value(res, 0, "cpus_b")));
	text = json_dumps(detail, JSON_COMPACT);
	p[1] = v.status;
	p[2] = text;
	ret = db_exec(db, "INSERT INTO verdicts (job, status, detail) VALUES ($1, $2, $3::jsonb) "
		      "ON CONFLICT (job) DO UPDATE SET status = EXCLUDED.status, "
		      "detail = EXCLUDED.detail, computed_at = now()", 3, p);
cleanup:
	PQclear(res);
	free(in.a);
	free(in.b);
	free(text);
	json_decref(detail);
	return ret;
}
