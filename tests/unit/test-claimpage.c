/* test-claimpage.c: the SMP-kernel host fact (harness/facts.c) from uname -v, the kernel config, online CPUs */
#include <jansson.h>

#include "unit.h"
#include "../../harness/facts.h"

static int is(json_t *v, int want)   /* 1 true, 0 false, -1 null */
{
	int ok = want < 0 ? json_is_null(v) : json_is_boolean(v) && json_is_true(v) == want;

	json_decref(v);
	return ok;
}

int main(void)
{
	CHECK(is(facts_linux_smp("#1 SMP PREEMPT_DYNAMIC Debian 6.1.55-1", NULL, 1), 1),
	      "uname -v with SMP: an SMP kernel, even on one online CPU");
	CHECK(is(facts_linux_smp("#1 PREEMPT Tue Oct 2 2007", "CONFIG_X=y\nCONFIG_SMP=y\n", 4), 0),
	      "uname -v without SMP: a uniprocessor kernel (the version decides over the rest)");
	CHECK(is(facts_linux_smp("#1 SMPX Tue", NULL, 0), 0), "SMP must be a word of the version");
	CHECK(is(facts_linux_smp(NULL, "# c\nCONFIG_SMP=y\n", 1), 1), "no version: CONFIG_SMP=y");
	CHECK(is(facts_linux_smp("", "# c\n# CONFIG_SMP is not set\n", 1), 0), "no version: CONFIG_SMP not set");
	CHECK(is(facts_linux_smp(NULL, NULL, 2), 1), "nothing else known: two online CPUs prove SMP");
	CHECK(is(facts_linux_smp(NULL, NULL, 1), -1), "nothing else known: one online CPU tells nothing");
	UNIT_DONE();
}
