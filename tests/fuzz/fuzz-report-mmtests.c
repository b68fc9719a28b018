/* fuzz-report-mmtests.c: libFuzzer target for the report reader of mmtests compare tables */
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/report/report.h"

static void run(report_reader reader, const char *format, const char *data, size_t size)
{
	struct report_opts o = { 1, "fuzz", 0, NULL };
	struct report r;

	report_parse(&r, reader, format, "fuzz", data, size, &o);
	report_release(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *format;

	(void)report_sniff((const char *)data, size, 1, &format);
	run(report_mmtests, "mmtests", (const char *)data, size);
	return 0;
}
