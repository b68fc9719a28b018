/* test-qp-residue.c: quoted-printable residue told from "name=value" text, in the tokenizer and the decoder */
#include <stdlib.h>
#include <string.h>

#include "../../ingest/extract/extract.h"
#include "../../ingest/qp-residue.h"
#include "../../ingest/recover.h"
#include "unit.h"

/* The byte qp_residue_at() gives for the first '=' of s at or after 'at'. */
static int residue(const char *s, const char *at)
{
	return qp_residue_at(s, strlen(s), (size_t)(strstr(s, at) - s));
}

static void test_predicate(void)
{
	CHECK(residue("kern.hz=200\n", "=20") == -1, "kern.hz=200: =20 inside a number is text");
	CHECK(residue("preempt_thresh=224\n", "=22") == -1, "preempt_thresh=224 is text");
	CHECK(residue("min=25, max=1185\n", "=25") == -1, "min=25, is text");
	CHECK(residue("ovr=12.34\n", "=12") == -1, "ovr=12.34 is text");
	CHECK(residue("min=25\n", "=25") == -1, "min=25 ending a line is text: '%%' is never escaped");
	CHECK(residue("test with 100=20\nnext", "=20") == 0x20, "=20 ending a line is residue (004)");
	CHECK(residue("usage).=20  \n", "=20") == 0x20, "=20 before trailing blanks is residue");
	CHECK(residue("long line=20=\nwrapped", "=20") == 0x20, "=20 before a soft line break");
	CHECK(residue("with=A0 1 core", "=A0") == 0xA0, "a lone =A0 is a no-break space (004)");
	CHECK(residue("httpd: .49%=A0=20\n", "=A0") == 0xA0 && residue("httpd: .49%=A0=20\n", "=20") == 0x20,
	      "a run =A0=20: both escapes");
	CHECK(residue("caf=C3=A9 au lait", "=C3") == 0xC3 && residue("caf=C3=A9 au lait", "=A9") == 0xA9,
	      "a UTF-8 sequence of escapes");
	CHECK(residue("a=20=20b", "=20") == 0x20, "a run of two is residue mid-line");
	CHECK(residue("x=3d", "=") == -1 && residue("x=", "=") == -1, "lower-case hex and a cut escape are not escapes");
}

/* The tokens of s joined by '|'. */
static char *tokens(const char *s)
{
	struct text t;
	struct tok k[32];
	struct buf b = BUF_INIT;
	int n, i;

	text_build(&t, s, strlen(s));
	n = tok_split(&t, 0, strlen(s), k, 32);
	for (i = 0; i < n; i++) {
		if (i)
			buf_addc(&b, '|');
		buf_add(&b, s + k[i].s, k[i].e - k[i].s);
	}
	text_release(&t);
	return buf_detach(&b, NULL);
}

static void test_tokens(void)
{
	char *got;

	got = tokens("sysctl kern.hz=200 kern.sched.preempt_thresh=224\n");
	CHECK_STR(got, "sysctl|kern.hz=200|kern.sched.preempt_thresh=224", "sysctl settings are one token each");
	free(got);
	got = tokens("\tmin=25, max=1185 ovr=12.34\n");
	CHECK_STR(got, "min=25,|max=1185|ovr=12.34", "min=25, and ovr=12.34 are one token each");
	free(got);
	got = tokens("> idle: 70.95%=20\n> with=A0 1 core=A0=20\n");
	CHECK_STR(got, "idle:|70.95%|with|1|core", "residue still reads as white space");
	free(got);
}

static void test_decode(void)
{
	const char *s = "kern.hz=200 and min=25, here=20\nsysctl kern.sched.preempt_thresh=224=20\n"
			"caf=E9 with=A0 1 core\n";
	struct buf b = BUF_INIT;

	CHECK(qp_residue_present(s, strlen(s)), "line-end =20 and =E9 are residue enough to decode");
	CHECK(!qp_residue_present("kern.hz=200 min=25, ovr=12.34\n", 30), "name=value alone is no residue");
	buf_adds(&b, s);
	qp_residue_decode(&b);
	CHECK_STR(b.data, "kern.hz=200 and min=25, here \nsysctl kern.sched.preempt_thresh=224 \n"
		  "caf\xc3\xa9 with\xc2\xa0 1 core\n", "decoding keeps name=value and decodes the residue");
	buf_release(&b);
}

int main(void)
{
	test_predicate();
	test_tokens();
	test_decode();
	UNIT_DONE();
}
