/* origin-sql.h: the origin of a series for pages: its post, or the report file it came from */
#ifndef SCHEDLORE_ORIGIN_SQL_H
#define SCHEDLORE_ORIGIN_SQL_H

#include "pages.h"

/*
 * A series comes from a message or a report (sql/2026113022001-reports.sql).
 * Pages group and link series by their 'message' object; a report's series
 * get one of the same shape, so a comparison sets them beside posted ones:
 * message_id "report-N" in the pseudo-list "reports" (/reports/report-N/ is
 * the report's page), subject its title, from its system, date its run.
 * Use with FROM SQL_SERIES_FROM (m is LEFT JOINed: NULL for report series).
 */
#define SQL_SERIES_FROM "series s LEFT JOIN messages m ON m.id = s.message"

#define SQL_SERIES_DATE "coalesce(m.date, (SELECT coalesce(rp.run_at, rp.imported_at)" \
	" FROM reports rp WHERE rp.id = s.report))"

#define SQL_SERIES_ORIGIN \
	"CASE WHEN s.report IS NULL THEN json_build_object('message_id', m.message_id," \
	"   'subject', m.subject, 'from', coalesce(m.from_name, m.from_addr), 'date', " SQL_UTC("m.date") "," \
	"   'list', (SELECT min(l.name) FROM message_lists ml JOIN lists l ON l.id = ml.list" \
	"            WHERE ml.message = m.id))" \
	" ELSE (SELECT json_build_object('message_id', 'report-' || rp.id," \
	"   'subject', coalesce(rp.title, rp.path), 'from', coalesce(rp.system_name, rp.format)," \
	"   'date', " SQL_UTC("coalesce(rp.run_at, rp.imported_at)") ", 'list', 'reports'," \
	"   'report', rp.id, 'format', rp.format) FROM reports rp WHERE rp.id = s.report) END"

#endif
