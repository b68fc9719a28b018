/* fuzz-report-logs.c: libFuzzer target for the report reader of tool logs (hackbench, perf bench, pgbench, openssl speed, time) */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_logs, "log", data, size);
	return 0;
}
