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
 * The reference for make bench: the same server, a page that costs nothing
 * but writing it.  Its 10,240 bytes come from templates/bench.html: the
 * number of paragraphs and the padding are chosen once, when the server
 * starts with --bench-page, and each request renders the page again, as
 * the fixed page always was written afresh (a copy of ready bytes would
 * make a faster reference than the one the figures in docs/web.md used).
 */
#define BENCH_BYTES 10240

static json_t *bench_model(int paragraphs, size_t pad)
{
	char *spaces = xcalloc(pad + 1, 1);
	json_t *m = json_pack("{s:[], s:s}", "paragraphs", "pad", memset(spaces, ' ', pad));
	int i;

	for (i = 0; i < paragraphs; i++)
		json_array_append_new(json_object_get(m, "paragraphs"), json_integer(i));
	free(spaces);
	return m;
}

static int bench_render(const struct server *srv, json_t *m, struct buf *out)
{
	struct tmpl_value v = tmpl_json(m);

	return tmpl_render(srv->templates, "bench", &v, 1, NULL, out, NULL);
}

/* the page's model: as many paragraphs as fit in BENCH_BYTES, then spaces */
int bench_page_prepare(struct server *srv)
{
	struct buf b = BUF_INIT;
	json_t *m = NULL;
	int n = 0, ok = 1;

	do {
		json_decref(m);
		m = bench_model(++n, 0);
		buf_clear(&b);
		ok = bench_render(srv, m, &b) == 0;
	} while (ok && b.len <= BENCH_BYTES);
	json_decref(m);
	m = bench_model(n - 1, 0);
	buf_clear(&b);
	if (!ok || bench_render(srv, m, &b) != 0 || b.len > BENCH_BYTES) {
		json_decref(m);
		buf_release(&b);
		return error("the benchmark's page does not render");
	}
	json_decref(m);
	srv->bench_model = bench_model(n - 1, BENCH_BYTES - b.len);
	buf_release(&b);
	return 0;
}

int page_bench(struct req *r)
{
	r->type = "text/html; charset=utf-8";
	return bench_render(r->srv, r->srv->bench_model, &r->out) == 0 ? 0 : -1;
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
