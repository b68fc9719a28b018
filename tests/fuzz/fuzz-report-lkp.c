/* fuzz-report-lkp.c: libFuzzer target for the report reader of LKP-style comparison tables */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_lkp, "lkp", data, size);
	return 0;
}
