/* fuzz-report-hyperfine.c: libFuzzer target for the report reader of hyperfine JSON, CSV and Markdown exports */
#include "fuzz-report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_report_run(report_hyperfine_json, "hyperfine", data, size);
	fuzz_report_run(report_hyperfine_csv, "hyperfine", data, size);
	fuzz_report_run(report_hyperfine_md, "hyperfine", data, size);
	return 0;
}
