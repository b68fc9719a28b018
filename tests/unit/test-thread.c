/* test-thread.c: unit tests of the subject rule of threading */
#include "../../core/buf.h"
#include "../../ingest/thread.h"
#include "unit.h"

static void check(const char *subject, const char *want, int want_reply)
{
	struct buf base = BUF_INIT;
	int reply = thread_subject(subject, &base);

	CHECK(reply == want_reply && !strcmp(base.data, want), "subject '%s' -> '%s' %s",
	      subject ? subject : "(null)", want, want_reply ? "(reply)" : "(not a reply)");
	if (reply != want_reply || strcmp(base.data, want))
		printf("# got '%s' reply=%d\n", base.data, reply);
	buf_release(&base);
}

int main(void)
{
	check("ULE vs. 4BSD in RELENG_7", "ule vs. 4bsd in releng_7", 0);
	check("Re: ULE vs. 4BSD in RELENG_7", "ule vs. 4bsd in releng_7", 1);
	check("RE: re:Re: x", "x", 1);
	check("Re[2]: x", "x", 1);
	check("Re^3: x", "x", 1);
	check("Re(4): x", "x", 1);
	check("AW: Sv: Antw: x", "x", 1);
	check("Fwd: x", "x", 0);
	check("Fw: Re: x", "x", 1);
	check("[freebsd-stable] Re: [PATCH] sched", "sched", 1);
	check("Re: [freebsd-stable]   Re:  Load \t balancing  ", "load balancing", 1);
	check("Re\xef\xbc\x9a x", "x", 1);
	check("Reply to all", "reply to all", 0);
	check("Regarding: x", "regarding: x", 0);
	check("Re x", "re x", 0);
	check("[] x", "[] x", 0);
	check("[unclosed x", "[unclosed x", 0);
	check("Re:", "", 1);
	check("", "", 0);
	check(NULL, "", 0);
	check("caf\xc3\xa9 CAF\xc3\x89", "caf\xc3\xa9 caf\xc3\x89", 0);
	UNIT_DONE();
}
