/* page-static.c: /static/NAME from memory, and the fixed 10 KB page of make bench */
#include "server.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "template.h"
#include "../core/log.h"
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

/*
 * The reference for make bench: the same server, a page that costs nothing.
 * Its 10,240 bytes come from templates/bench.html, rendered once when the
 * server starts with --bench-page: as many paragraphs as fit, then spaces.
 */
#define BENCH_BYTES 10240

static int bench_render(struct server *srv, int paragraphs, size_t pad, struct buf *out)
{
	char *spaces = xcalloc(pad + 1, 1);
	json_t *m = json_pack("{s:[], s:s}", "paragraphs", "pad", memset(spaces, ' ', pad));
	struct tmpl_value v;
	int i, ret;

	for (i = 0; i < paragraphs; i++)
		json_array_append_new(json_object_get(m, "paragraphs"), json_integer(i));
	v = tmpl_json(m);
	buf_clear(out);
	ret = tmpl_render(srv->templates, "bench", &v, 1, NULL, out, NULL);
	json_decref(m);
	free(spaces);
	return ret;
}

int bench_page_prepare(struct server *srv)
{
	struct buf b = BUF_INIT;
	int n = 0;

	while (bench_render(srv, n + 1, 0, &b) == 0 && b.len <= BENCH_BYTES)
		n++;
	if (bench_render(srv, n, 0, &b) != 0 || b.len > BENCH_BYTES ||
	    bench_render(srv, n, BENCH_BYTES - b.len, &b) != 0) {
		buf_release(&b);
		return error("the benchmark's page does not render");
	}
	srv->bench_body = buf_detach(&b, &srv->bench_len);
	return 0;
}

int page_bench(struct req *r)
{
	r->type = "text/html; charset=utf-8";
	buf_add(&r->out, r->srv->bench_body, r->srv->bench_len);
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
