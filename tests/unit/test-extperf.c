/* test-extperf.c: extraction does work in proportion to its input (counted steps, never timings) */
#include <stdlib.h>
#include <string.h>

#include "../../ingest/extract/extract.h"
#include "../../ingest/extract/figures.h"
#include "unit.h"

/* n labelled-group blocks, the shape that made ctx_heading quadratic */
static void pairs_text(struct buf *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		buf_addf(b, "make -j%d buildkernel\n4BSD: 3:%02d.%02d\nULE: 3:%02d.%02d\n"
			 "Difference: -%d.%d %%\n\n", i % 16 + 1, i % 60, i % 100,
			 (i + 7) % 60, (i * 3) % 100, i % 10, i % 7);
}

/* n time rows keyed by variants defined in footnotes below the table */
static void rows_text(struct buf *b, int n)
{
	/* not 200: "=20" reads as quoted-printable residue for a space (text.c) */
	static const int hz[] = { 100, 300, 1000, 1500 };
	int i;

	buf_adds(b, "make buildworld\n");
	for (i = 0; i < n; i++)
		buf_addf(b, "V%d: %d.%02d real %d.%02d user %d.%02d sys\n", i, 700 + i % 200,
			 i % 100, 1900 + i % 50, i % 97, 400 + i % 60, i % 89);
	buf_adds(b, "\n");
	for (i = 0; i < 4; i++)
		buf_addf(b, "V%d = noatime /usr, kern.hz=%d\n", i, hz[i]);
}

struct run { long work; int nseries, ncmp, defs, hz; };

static struct run run_on(void (*gen)(struct buf *, int), int n)
{
	struct buf b = BUF_INIT;
	struct text t;
	struct xresult r;
	struct run out = { 0 };
	int i;

	gen(&b, n);
	text_build(&t, b.data, b.len);
	extract_text(&t, &r);
	out.work = r.work;
	out.nseries = r.nseries;
	out.ncmp = r.ncmp;
	for (i = 0; i < r.nseries; i++) {
		out.defs += xs_param(&r.series[i], "variant_def") != NULL;
		out.hz += xs_param(&r.series[i], "hz") != NULL;
	}
	xr_release(&r);
	text_release(&t);
	buf_release(&b);
	return out;
}

static void test_heading_linear(void)
{
	struct run a = run_on(pairs_text, 500), b = run_on(pairs_text, 2000);

	CHECK(a.nseries == 2 * 500 && b.nseries == 2 * 2000, "every block gives two series (%d, %d)",
	      a.nseries, b.nseries);
	CHECK(a.ncmp == 500 && b.ncmp == 2000, "every block gives its comparison");
	/* scanning every table per table would make 4x the input 16x the work */
	CHECK(a.work > 0 && b.work <= 6 * a.work,
	      "4x the blocks, at most 6x the heading look-up steps (%ld, %ld)", a.work, b.work);
}

static void test_footnotes(void)
{
	struct run a = run_on(rows_text, 300), b = run_on(rows_text, 1200);

	CHECK(a.nseries == 3 * 300 && b.nseries == 3 * 1200, "three series a row (%d, %d)",
	      a.nseries, b.nseries);
	CHECK(a.defs == 4 * 3 && b.defs == 4 * 3, "footnoted variants keep their definition (%d, %d)",
	      a.defs, b.defs);
	CHECK(a.hz == 4 * 3 && b.hz == 4 * 3, "and the kern.hz their definition sets (%d, %d)", a.hz, b.hz);
	CHECK(b.work <= 6 * a.work + 64, "4x the rows, at most 6x the heading steps (%ld, %ld)",
	      a.work, b.work);
}

int main(void)
{
	test_heading_linear();
	test_footnotes();
	UNIT_DONE();
}
