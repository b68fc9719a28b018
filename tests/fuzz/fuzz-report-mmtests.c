/* fuzz-report-mmtests.c: libFuzzer target for the report reader of mmtests compare tables */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_mmtests, "mmtests", data, size);
	return 0;
}
