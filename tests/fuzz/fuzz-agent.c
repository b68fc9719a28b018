/* fuzz-agent.c: libFuzzer target for the task JSON an agent is given: workload, parameters, CPU sets */
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>

#include "../../core/buf.h"
#include "../../core/log.h"
#include "../../harness/pin.h"
#include "../../harness/workload.h"

/*
 * What the agent reads from a claimed task before it runs anything: the
 * workload by name, its parameters (defaults filled, unknown keys refused)
 * and each side's CPU list.  None of it may crash on a hostile server.
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	json_t *task = json_loadb((const char *)data, size, 0, NULL), *sides, *v, *params;
	const struct workload *w;
	const char *name;
	struct cpus c;
	size_t i;

	if (!task)
		return 0;
	name = json_string_value(json_object_get(task, "workload"));
	w = name ? workload_find(name) : NULL;     /* as runner.c reads it */
	if (!w)
		w = workload_find("cpu");
	params = w ? workload_params(w, json_object_get(task, "params")) : NULL;
	json_decref(params);
	sides = json_object_get(task, "sides");
	json_array_foreach(sides, i, v) {
		struct buf b = BUF_INIT;
		if (cpus_parse(&c, json_string_value(json_object_get(v, "cpus"))) == 0)
			cpus_format(&c, &b);
		buf_release(&b);
	}
	json_decref(task);
	return 0;
}
