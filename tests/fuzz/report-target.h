/* report-target.h: what the report readers' libFuzzer targets share: the sniffer, then one reader */
#ifndef SCHEDLORE_FUZZ_REPORT_TARGET_H
#define SCHEDLORE_FUZZ_REPORT_TARGET_H

#include <stddef.h>
#include <stdint.h>

#include "../../ingest/report/report.h"

/* Every input goes through the sniffer first, as 'schedlore report' sends it. */
static void report_target_sniff(const uint8_t *data, size_t size)
{
	const char *format;

	(void)report_sniff((const char *)data, size, 1, &format);
}

/* The whole input read by READER as FORMAT, then released. */
static void report_target_read(report_reader reader, const char *format, const uint8_t *data, size_t size)
{
	struct report_opts o = { 1, "fuzz", 0, NULL };
	struct report r;

	report_parse(&r, reader, format, "fuzz", (const char *)data, size, &o);
	report_release(&r);
}

#endif
