/* fuzz-report-ministat.c: libFuzzer target for the report reader of ministat data files and saved outputs */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_ministat_data, "ministat", data, size);
	fuzz_report_run(report_ministat_output, "ministat", data, size);
	return 0;
}
