/* fuzz-report-ministat.c: libFuzzer target for the report reader of ministat data files and saved outputs */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_ministat_data, "ministat", data, size);
	report_target_read(report_ministat_output, "ministat", data, size);
	return 0;
}
