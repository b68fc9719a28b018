/* fuzz-report.h: the one body of the report fuzz targets: parse the input with a reader (and sniff it), keep nothing */
#ifndef SCHEDLORE_FUZZ_REPORT_H
#define SCHEDLORE_FUZZ_REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "../../ingest/report/report.h"

/* Strict options and a --system name, so the readers' every branch is open. */
static inline void fuzz_report_run(report_reader reader, const char *format, const uint8_t *data,
				   size_t size)
{
	struct report_opts o = { 1, "fuzz", 0, NULL };
	struct report r;
	const char *sniffed;

	(void)report_sniff((const char *)data, size, 1, &sniffed);
	report_parse(&r, reader, format, "fuzz", (const char *)data, size, &o);
	report_release(&r);
}

#endif
