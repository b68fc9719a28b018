/* fuzz-report-logs.c: libFuzzer target for the report reader of tool logs (hackbench, perf bench, pgbench, openssl speed, time) */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_logs, "log", data, size);
	return 0;
}
