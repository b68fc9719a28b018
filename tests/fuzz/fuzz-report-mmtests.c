/* fuzz-report-mmtests.c: libFuzzer target for the report reader of mmtests compare tables */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_mmtests, "mmtests", data, size);
	return 0;
}
