/* pts-scale.c: Phoronix Test Suite scales as metrics and units: one table for result files and posted result text */
#include <strings.h>

#include "pts-scale.h"
#include "../../core/banned.h"

static const struct { const char *scale, *metric, *unit; } known[] = {
	{ "Seconds", "time", "s" }, { "Milliseconds", "time", "ms" },
	{ "Microseconds", "latency", "us" }, { "usec/op", "latency", "us" },
	{ "Operations Per Second", "ops/s", "1/s" }, { "ops/s", "ops/s", "1/s" },
	{ "TPS", "tps", "1/s" }, { "Signs Per Second", "sign/s", "1/s" },
	{ "sign/s", "sign/s", "1/s" }, { "verify/s", "verify/s", "1/s" },
	{ "Events Per Second", "events/s", "1/s" }, { "Frames Per Second", "fps", "fps" },
	{ "Requests Per Second", "requests/s", "1/s" }, { "MB/s", "throughput", "MB/s" },
	{ "Mbits/sec", "throughput", "Mbit/s" }, { "Bogo Ops/s", "bogo-ops/s", "1/s" },
};

int pts_scale(const char *p, size_t n, const char **metric, const char **unit)
{
	size_t k;

	for (k = 0; k < sizeof(known) / sizeof(known[0]); k++)
		if (n && !strncasecmp(p, known[k].scale, n) && !known[k].scale[n]) {
			*metric = known[k].metric;
			*unit = known[k].unit;
			return 1;
		}
	return 0;
}
