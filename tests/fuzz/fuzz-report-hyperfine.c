/* fuzz-report-hyperfine.c: libFuzzer target for the report reader of hyperfine JSON, CSV and Markdown exports */
#include "report-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	report_target_sniff(data, size);
	report_target_read(report_hyperfine_json, "hyperfine", data, size);
	report_target_read(report_hyperfine_csv, "hyperfine", data, size);
	report_target_read(report_hyperfine_md, "hyperfine", data, size);
	return 0;
}
