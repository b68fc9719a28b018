/* test-extract.c: unit tests of the text model, number and time parsing, and the recognisers' edges */
#include <stdlib.h>
#include <string.h>

#include "../../ingest/extract/extract.h"
#include "../../ingest/extract/figures.h"
#include "../../ingest/extract/vocab.h"
#include "unit.h"

static void test_numbers(void)
{
	double v = 0;

	CHECK(num_parse("746.08", 6, &v) && v == 746.08, "a plain number");
	CHECK(num_parse(".49", 3, &v) && v == 0.49, "a number without its leading zero");
	CHECK(num_parse("-0.300808", 9, &v) && v == -0.300808, "a signed number");
	CHECK(!num_parse("2.6.21", 6, &v), "a version is not a number");
	CHECK(!num_parse("192.168.0.1", 11, &v), "an IP address is not a number");
	CHECK(!num_parse("10/16/2007", 10, &v), "a date is not a number");
	CHECK(time_parse("3:25.56", 7, &v) && v == 205.56, "m:ss.ff is seconds");
	CHECK(time_parse("55:45.87", 8, &v) && v == 3345.87, "mm:ss.ff is seconds");
	CHECK(time_parse("1:02:03", 7, &v) && v == 3723, "h:mm:ss is seconds");
	CHECK(time_parse("0m3.2s", 6, &v) && v == 3.2, "bash's 0m3.2s");
	CHECK(time_parse("1m0.100s", 8, &v) && v == 60.1, "bash's 1m0.100s");
	CHECK(!time_parse("3:7", 3, &v) && !time_parse("3:75.1", 6, &v), "minutes need two digits below 60");
	CHECK(num_word("twelve", 6) == 12 && num_word("quad", 4) == 4 && num_word("tar", 3) == 0,
	      "number words");
}

static void test_lines(void)
{
	const char *s = "On Tue, 2 Mar 2004, Robert Watson wrote:\n"
			"> On Mon, 1 Mar 2004, Robert Watson wrote:\n"
			"> > default 1 2 3\n"
			">\n"
			"> follow-up\n"
			"mine\n";
	struct text t;

	text_build(&t, s, strlen(s));
	CHECK(t.n == 6, "one line per line");
	CHECK(t.l[2].depth == 2 && !strncmp(s + t.l[2].start, "default", 7),
	      "quote depth and content offset");
	CHECK_STR(text_author(&t, 2), "Robert Watson", "depth 2 is the inner attribution's");
	CHECK_STR(text_author(&t, 4), "Robert Watson", "depth 1 is the outer attribution's");
	CHECK(text_author(&t, 5) == NULL, "unquoted text is the sender's");
	CHECK(t.l[3].start == t.l[3].end, "a bare quote mark is a blank line");
	text_release(&t);
}

static void test_flattened(void)
{
	struct buf b = BUF_INIT;
	struct text t;
	int i, seen = 0;

	buf_adds(&b, "Headers run on and on for a while with nothing in them. ");
	for (i = 0; i < 8; i++)
		buf_adds(&b, "More header text that goes on without any line ends at all. ");
	buf_adds(&b, "Jane Doe wrote: > > make -j8 buildkernel > 4BSD: 3:25.56 > ULE: 3:39.20"
		     " > > The end of the quote. > ");
	for (i = 0; i < 5; i++)
		buf_adds(&b, "And my own reply text, long enough not to be one quoted line. ");
	text_build(&t, b.data, b.len);
	for (i = 0; i < t.n; i++) {
		if (!strncmp(b.data + t.l[i].start, "4BSD: 3:25.56", 13)) {
			CHECK(t.l[i].depth == 1 && t.l[i].flat, "a flattened quote line is split out");
			CHECK_STR(text_author(&t, i), "Jane Doe", "and attributed");
			seen = 1;
		}
		if (!strncmp(b.data + t.l[i].start, "And my own", 10))
			CHECK(t.l[i].depth == 0, "a long run after a marker ends the quote");
	}
	CHECK(seen, "the pair line was found");
	text_release(&t);
	buf_release(&b);
}

/* An archive that kept no quote marks: the attribution still ends a line of its own */
static void test_flat_attribution(void)
{
	const char *s = "On Tue, 2 Mar 2004, Robert Watson wrote: I timed buildworld on the dual "
			"Opteron with both schedulers this week, five runs each, and the medians are "
			"below. 4BSD: 3:25.56 ULE: 3:39.20 So ULE is slower here.\n";
	struct text t;

	text_build(&t, s, strlen(s));
	CHECK(t.n == 2, "two lines");
	CHECK(t.n == 2 && t.l[0].end - t.l[0].start == 40 && !strncmp(s + t.l[0].end - 6, "wrote:", 6),
	      "the first ends at wrote:");
	CHECK(t.n == 2 && !strncmp(s + t.l[1].start, "I timed", 7), "the quote starts the second");
	text_release(&t);
}

static void test_vocab(void)
{
	size_t s, e;
	const char *p = "Here are some buildworld measures";
	const struct vocab_workload *w = vocab_workload_last(p, strlen(p), &s, &e);

	CHECK(w && !strcmp(w->name, "buildworld") && s == 14 && e == 24, "a workload alias in prose");
	CHECK(vocab_sched_word("SCHED_ULE", 9) == vocab_sched("ULE"), "SCHED_ULE spells ULE");
	CHECK(vocab_sched_word("4bsd", 4) == vocab_sched("4BSD"), "4bsd spells 4BSD");
	CHECK(vocab_sched_word("MODULE", 6) == NULL, "MODULE is not ULE");
	p = "tarball\nextraction to md";
	CHECK(vocab_workload_last(p, strlen(p), NULL, NULL) == vocab_workload("tar-extract"),
	      "an alias wrapped over two lines");
}

static void test_ids(void)
{
	const char *s = "buildworld\n-j4: 746.08 real 1996.38 user 468.91 sys\n";
	struct text t;
	struct xresult r1, r2;

	text_build(&t, s, strlen(s));
	extract_text(&t, &r1);
	extract_ids(&r1, "a@b");
	extract_text(&t, &r2);
	extract_ids(&r2, "a@b");
	CHECK(r1.nseries == 3 && !strcmp(r1.series[0].id, r2.series[0].id), "ids are stable");
	CHECK(strcmp(r1.series[0].id, r1.series[1].id), "ids differ by content");
	extract_ids(&r2, "c@d");
	CHECK(strcmp(r1.series[0].id, r2.series[0].id), "ids differ by origin message");
	xr_release(&r1);
	xr_release(&r2);
	text_release(&t);
}

/* prose.c reads named results only in paragraphs with a unit a result has (may_result) */
static void test_prose_gate(void)
{
	const char *s = "We moved the box to FreeBSD 13.2 last week.\n"
			"It now passes 550 kpps with the new driver.\n"
			"\n"
			"The 6.1 tree has 12 callers in 3 files, see 192.168.1.1:80.\n";
	struct text t;
	struct xresult r;

	text_build(&t, s, strlen(s));
	extract_text(&t, &r);
	CHECK(r.nseries == 1 && !strcmp(r.series[0].label, "FreeBSD 13.2") &&
	      r.series[0].nvalues == 1 && r.series[0].values[0].value == 550,
	      "a result names the build an earlier sentence of its paragraph named");
	xr_release(&r);
	text_release(&t);
}

int main(void)
{
	test_numbers();
	test_lines();
	test_flat_attribution();
	test_flattened();
	test_vocab();
	test_ids();
	test_prose_gate();
	UNIT_DONE();
}
