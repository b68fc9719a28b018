/* fuzz-report-lkp.c: libFuzzer target for the report reader of LKP-style comparison tables */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_lkp, "lkp", data, size);
	return 0;
}
