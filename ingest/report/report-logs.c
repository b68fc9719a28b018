/* report-logs.c: stub */
#include "report.h"
int report_logs_sniff(const char *line, size_t n);
int report_logs_sniff(const char *line, size_t n) { (void)line; (void)n; return 0; }
int report_logs(struct report *r) { return report_fail(r, 0, "not yet"); }
