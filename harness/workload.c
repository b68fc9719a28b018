/* workload.c: the table of reference workloads and their parameters */
#include "workload.h"

#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../core/banned.h"

const struct workload *const workloads[] = {
	&wl_build, &wl_cpu, &wl_db_select, &wl_db_update, &wl_rsa, &wl_untar,
	&wl_latctx, &wl_pipe, &wl_hackbench, &wl_httpcpu, NULL,
};

const struct workload *workload_find(const char *name)
{
	int i;

	for (i = 0; workloads[i]; i++)
		if (!strcmp(workloads[i]->name, name))
			return workloads[i];
	return NULL;
}

static const struct wl_param *param_find(const struct workload *w, const char *key)
{
	const struct wl_param *p;

	for (p = w->params; p->key; p++)
		if (!strcmp(p->key, key))
			return p;
	return NULL;
}

/* "12", "ncpu", "3ncpu" or "3xncpu" (the untar thread's 3 x NCPU) */
static int parse_count(const char *s, int ncpu, long *out)
{
	char *end;
	long k = 1;

	if (strstr(s, "ncpu")) {
		if (s[0] != 'n') {
			k = strtol(s, &end, 10);
			if (end == s || k < 1 || (strcmp(end, "ncpu") && strcmp(end, "xncpu")))
				return -1;
		} else if (strcmp(s, "ncpu")) {
			return -1;
		}
		*out = k * ncpu;
		return 0;
	}
	*out = strtol(s, &end, 10);
	return end == s || *end ? -1 : 0;
}

json_t *workload_params(const struct workload *w, json_t *given)
{
	json_t *out = json_object(), *v;
	const struct wl_param *p;
	const char *key, *size = NULL;
	int test;

	if (given && (v = json_object_get(given, "size")))
		size = json_string_value(v);
	if (size && strcmp(size, "test") && strcmp(size, "full")) {
		error("size must be 'test' or 'full', not '%s'", size);
		goto fail;
	}
	test = size && !strcmp(size, "test");
	json_object_foreach(given, key, v) {
		if (!strcmp(key, "size"))
			continue;
		if (!param_find(w, key)) {
			error("workload '%s' has no parameter '%s'", w->name, key);
			goto fail;
		}
		if (!json_is_string(v)) {
			error("parameter '%s' must be text", key);
			goto fail;
		}
		json_object_set(out, key, v);
	}
	for (p = w->params; p->key; p++)
		if (!json_object_get(out, p->key))
			json_object_set_new(out, p->key, json_string(test ? p->test : p->def));
	return out;
fail:
	json_decref(out);
	return NULL;
}

const char *wl_str(const struct wl_ctx *ctx, const char *key)
{
	const char *s = json_string_value(json_object_get(ctx->params, key));

	return s ? s : "";
}

long wl_long(const struct wl_ctx *ctx, const char *key)
{
	long v;

	if (parse_count(wl_str(ctx, key), ctx->ncpu, &v) < 0 || v < 0) {
		warning("parameter %s='%s' is not a count; using 1", key, wl_str(ctx, key));
		return 1;
	}
	return v;
}

double wl_double(const struct wl_ctx *ctx, const char *key)
{
	return strtod(wl_str(ctx, key), NULL);
}
