/* fuzz-report-pts.c: libFuzzer target for the report reader of PTS composite.xml (libxml2) */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_pts, "pts", data, size);
	return 0;
}
