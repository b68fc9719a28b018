/* page-sources.c: the archives one post was imported from, listed on its page (one call from page-post.c) */
#include "pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/banned.h"

/*
 * One post often survives in several archives (an mbox, a pipermail page,
 * lkml.org, marc.info, flattened text); the importer keeps one message and
 * every source (ingest/reconcile.c).  This lists them: the file, its format,
 * when it was imported and what it lost.
 */
#define SQL_SOURCES \
	"SELECT s.path, s.format, " SQL_UTC("s.imported_at") " AS imported," \
	" array_to_string(s.lost, ', ') AS lost" \
	" FROM sources s JOIN messages m ON m.id = s.message" \
	" JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND m.message_id = $2 ORDER BY s.imported_at, s.id"

void html_post_sources(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query(r, SQL_SOURCES, 2, v);
	struct buf *b = &r->out;
	int i, n;

	if (!res)
		return;
	n = PQntuples(res);
	html(b, "<details class=\"sources\"><summary>");
	html_txt(b, n == 1 ? "1 source" : "sources");
	if (n != 1) {
		char count[24];
		snprintf(count, sizeof(count), " (%d)", n);
		html_txt(b, count);
	}
	html(b, "</summary>\n<table class=\"sources\">\n<tr><th>archive file</th><th>format</th>"
		"<th>imported</th><th>lost</th></tr>\n");
	for (i = 0; i < n; i++) {
		const char *lost = db_value(res, i, "lost");
		html(b, "<tr><td>");
		html_txt(b, db_value(res, i, "path"));
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "format"));
		html(b, "</td><td>");
		html_date(b, db_value(res, i, "imported"));
		html(b, "</td><td>");
		html_txt(b, lost && *lost ? lost : "nothing");
		html(b, "</td></tr>\n");
	}
	html(b, "</table></details>\n");
	PQclear(res);
}
