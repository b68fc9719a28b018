/* fuzz-report-pts.c: libFuzzer target for the report reader of PTS composite.xml (libxml2) */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_pts, "pts", data, size);
	return 0;
}
