/* report-import.c: the import run's hook: a file that is a report is read, parsed and stored whole, or rejected whole */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../core/log.h"
#include "../import.h"
#include "../sniff.h"
#include "../store.h"
#include "report.h"
#include "../../core/banned.h"

#define REPORT_MAX (256LL << 20)

static int read_all(int fd, long long size, struct buf *data)
{
	buf_grow(data, (size_t)size);
	while (data->len < (size_t)size) {
		ssize_t n = pread(fd, data->data + data->len, (size_t)size - data->len, (off_t)data->len);
		if (n <= 0)
			return -1;
		data->len += (size_t)n;
	}
	data->data[data->len] = '\0';
	return 0;
}

static size_t line_offset(const struct buf *data, long line)
{
	size_t i;
	long l = 1;

	for (i = 0; i < data->len && l < line; i++)
		l += data->data[i] == '\n';
	return i;
}

/* The error at OFFSET; the file's bytes (DATA, read so far) go to the quarantine. */
static int reject(struct store *st, struct import_result *res, const char *path,
		  const struct buf *data, size_t offset, const char *format, const char *why)
{
	struct buf reason = BUF_INIT;
	int ret;

	buf_addf(&reason, "%s%s%s", format ? format : "", format ? " report: " : "", why);
	json_array_append_new(res->errors, json_pack("{s:s, s:I, s:n, s:s}", "file", path, "offset",
			      (json_int_t)offset, "message_id", "reason", reason.data));
	error("'%s': %s", path, reason.data);
	ret = store_quarantine(st, path, "report", (off_t)offset, data->data, data->len, NULL,
			       reason.data);
	buf_release(&reason);
	return ret;
}

int report_import_fd(struct store *st, const struct import_opts *opts, struct import_result *res,
		     const char *path, int fd, long long size, int kind)
{
	const struct report_opts *o = opts->report;
	int strict = o && o->only_reports;
	struct buf data = BUF_INIT;
	struct report r;
	const char *format = NULL;
	report_reader reader;
	int ret = 1, stored;

	/* Mail wins over reports unless --report says otherwise; a composite.xml
	 * looks like a page to the mail sniffer (its <Title>). */
	if (!strict && kind != INPUT_TEXT && kind != INPUT_HTML)
		return 0;
	if (size > REPORT_MAX) {
		if (!strict)
			return 0;
		return reject(st, res, path, &data, 0, NULL, "too large for a report (over 256 MB)") < 0 ? -1 : 1;
	}
	if (read_all(fd, size, &data) < 0) {
		ret = reject(st, res, path, &data, 0, NULL, size ? strerror(errno) : "empty file") < 0 ? -1 : 1;
		goto cleanup;
	}
	reader = report_sniff(data.data, data.len, strict, &format);
	if (reader && !strict && kind == INPUT_HTML && strcmp(format, "pts"))
		reader = NULL;
	if (!reader) {
		if (strict)
			ret = reject(st, res, path, &data, 0, NULL, "not a report of a known format (PTS"
				     " composite.xml, hyperfine export, ministat data or output, LKP"
				     " or mmtests table, tool log)") < 0 ? -1 : 1;
		else
			ret = 0;
		goto cleanup;
	}
	if (report_parse(&r, reader, format, path, data.data, data.len, o) < 0) {
		ret = reject(st, res, path, &data, line_offset(&data, r.err_line), format, r.err.data) < 0
		      ? -1 : 1;
		report_release(&r);
		goto cleanup;
	}
	stored = report_store(st->db, &r, st->import_id);
	if (stored < 0)
		ret = -1;
	else if (stored)
		res->reports_new++;
	else
		res->reports_duplicate++;
	report_release(&r);
cleanup:
	buf_release(&data);
	return ret;
}
