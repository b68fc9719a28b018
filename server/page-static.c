/* page-static.c: /static/NAME from memory, and the fixed 10 KB page of make bench */
#include "server.h"

#include <string.h>
#include <time.h>

#include "html.h"
#include "../core/banned.h"

int page_static(struct req *r)
{
	const struct static_file *f = server_static(r->srv, r->path + strlen("/static/"));

	if (!f)
		return req_fail(r, 404, "There is no such static file.");
	r->type = f->type;
	req_header(r, "Cache-Control", "public, max-age=3600");
	buf_add(&r->out, f->data, f->len);
	return 0;
}

/* The reference for make bench: the same server, a page that costs nothing. */
int page_bench(struct req *r)
{
	int i;

	r->type = "text/html; charset=utf-8";
	html(&r->out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" /><title>10 KB</title></head><body>\n");
	for (i = 0; r->out.len < 10240 - 80; i++)
		html(&r->out, "<p>schedlore fixed reference page for make bench.</p>\n");
	while (r->out.len < 10240 - 15)
		html(&r->out, " ");
	html(&r->out, "</body></html>\n");
	return 0;
}

/*
 * A page that takes ?ms=N milliseconds (at most 10 s) to render, and says
 * when it was rendered: the tests show with it that a slow page holds no
 * polling thread and that an aged copy is served while it renders again.
 */
int page_bench_slow(struct req *r)
{
	long long ms = req_arg_int(r, "ms", 1000, 0, 10000);
	struct timespec pause = { (time_t)(ms / 1000), (long)(ms % 1000) * 1000000L }, now;

	nanosleep(&pause, NULL);
	clock_gettime(CLOCK_REALTIME, &now);
	r->type = "text/plain; charset=utf-8";
	buf_addf(&r->out, "slow page, %lld ms, rendered at %lld.%09ld\n", ms,
		 (long long)now.tv_sec, now.tv_nsec);
	return 0;
}
