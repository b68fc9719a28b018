/* test-needs.c: which host(s) a claim's rerun needs, on the corpus's kinds of claims */
#include <stdio.h>
#include <string.h>

#include "../../harness/needs.h"
#include "unit.h"

/* this machine as the agent reports it: Linux, EEVDF or CFS, 2 CPUs */
static const char linux_host[] =
	"{\"name\": \"here\", \"facts\": {\"os\": \"Linux\", \"kernel\": \"6.1.0-13-amd64\","
	" \"scheduler\": \"CFS\", \"cpu_model\": \"AMD EPYC\", \"threads\": 2, \"online_cpus\": 2}}";
static const char one_cpu_host[] =
	"{\"name\": \"tiny\", \"facts\": {\"os\": \"Linux\", \"kernel\": \"6.1.0\","
	" \"scheduler\": \"CFS\", \"cpu_model\": \"Atom\", \"threads\": 1, \"online_cpus\": 1}}";
static const char bsd_ule[] =
	"{\"name\": \"bsd-ule\", \"facts\": {\"os\": \"FreeBSD\", \"kernel\": \"14.0-RELEASE\","
	" \"scheduler\": \"ULE\", \"cpu_model\": \"Xeon E5345\", \"threads\": 8}}";
static const char bsd_4bsd[] =
	"{\"name\": \"bsd-4bsd\", \"facts\": {\"os\": \"FreeBSD\", \"kernel\": \"14.0-RELEASE\","
	" \"scheduler\": \"4BSD\", \"cpu_model\": \"Xeon E5345\", \"threads\": 8}}";
static const char bsd_4bsd_other[] =
	"{\"name\": \"bsd-4bsd-old\", \"facts\": {\"os\": \"FreeBSD\", \"kernel\": \"14.0-RELEASE\","
	" \"scheduler\": \"4BSD\", \"cpu_model\": \"Pentium III\", \"threads\": 2}}";

static json_t *hosts(const char *const *list)
{
	json_t *arr = json_array();

	for (; *list; list++)
		json_array_append_new(arr, json_loads(*list, 0, NULL));
	return arr;
}

int main(void)
{
	const char *only_linux[] = { linux_host, NULL };
	const char *all[] = { linux_host, bsd_4bsd, bsd_ule, NULL };
	const char *mixed_hw[] = { linux_host, bsd_4bsd_other, bsd_ule, NULL };
	const char *tiny[] = { one_cpu_host, NULL };
	struct rerun_side a = RERUN_SIDE_INIT, b = RERUN_SIDE_INIT;
	struct rerun_plan p;
	json_t *h = hosts(only_linux), *j;

	/* 000-002: ULE against 4BSD on FreeBSD */
	a.os = "FreeBSD";
	a.scheduler = "SCHED_4BSD";
	b.os = "FreeBSD";
	b.scheduler = "ULE";
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "ULE vs 4BSD cannot be rerun on a Linux host");
	CHECK_STR(p.why, "cannot rerun here: needs a FreeBSD host running 4BSD and one running ULE, "
		  "same hardware", "ULE vs 4BSD says exactly which hosts it needs");
	json_decref(h);

	h = hosts(all);
	CHECK(rerun_plan(&a, &b, h, &p) == 1, "ULE vs 4BSD can be rerun once both FreeBSD hosts are registered");
	CHECK_STR(p.host_a, "bsd-4bsd", "side A goes to the 4BSD host");
	CHECK_STR(p.host_b, "bsd-ule", "side B goes to the ULE host");
	CHECK_STR(p.cpus_a, "", "every CPU on side A");
	json_decref(h);

	h = hosts(mixed_hw);
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "hosts of different hardware are no pair");
	CHECK(strstr(p.why, "different hardware") != NULL, "and the plan says why: %s", p.why);
	json_decref(h);

	/* 003: pipe-test bound to one core against unbound, kernels alike */
	h = hosts(only_linux);
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.smp = b.smp = -1;
	a.os = b.os = "Linux";
	a.kernel = b.kernel = "2.6.23-rc6";
	a.bound = 1;
	CHECK(rerun_plan(&a, &b, h, &p) == 1, "bound against unbound runs on two CPU sets of one host");
	CHECK_STR(p.host_a, "here", "on this machine");
	CHECK_STR(p.host_b, "", "one host for both sides");
	CHECK_STR(p.cpus_a, "0", "side A bound to CPU 0");
	CHECK_STR(p.cpus_b, "", "side B unbound");
	CHECK_STR(p.why, "rerun on here: CPU 0 against all CPUs", "the plan in words");
	CHECK(strstr(p.note, "tests the CPU effect only") != NULL, "the kernel difference is noted: %s", p.note);

	/* 003's kernels against each other: needs hosts running them */
	a.bound = 0;
	a.kernel = "2.6.21";
	b.kernel = "2.6.22-ck1";
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "two kernels need two hosts");
	CHECK_STR(p.why, "cannot rerun here: needs a Linux host running 2.6.21 and one running 2.6.22-ck1, "
		  "same hardware", "the kernels are named");

	/* 004: one core against the whole machine, both FreeBSD ULE */
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.smp = b.smp = -1;
	a.os = b.os = "FreeBSD";
	a.scheduler = b.scheduler = "ULE";
	a.cpus = 1;
	CHECK(rerun_plan(&a, &b, h, &p) == 1, "one core against all runs here on two CPU sets");
	CHECK_STR(p.cpus_a, "0", "side A on one CPU");
	CHECK(strstr(p.note, "FreeBSD host running ULE") && strstr(p.note, "Linux"),
	      "the note says the claim's system differs: %s", p.note);

	/* 004's SMP kernel against a uniprocessor kernel: needs such hosts */
	a.smp = 0;
	b.smp = 1;
	b.cpus = 1;
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "SMP against non-SMP kernels needs two hosts");
	CHECK_STR(p.needs, "a FreeBSD host running ULE with a uniprocessor (non-SMP) kernel and one running "
		  "ULE with an SMP kernel, same hardware (1 CPU each)", "and says which");
	json_decref(h);

	/* a one-CPU host cannot give two CPU sets */
	h = hosts(tiny);
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.smp = b.smp = -1;
	a.cpus = 1;
	b.cpus = 4;
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "a 1-CPU host cannot run 1 CPU against 4");
	CHECK_STR(p.why, "cannot rerun here: needs one host with at least 4 CPUs, its sides on two CPU sets "
		  "(1 CPU against 4 CPUs)", "the CPU count is named");

	/* sides that do not differ */
	b.cpus = 1;
	CHECK(rerun_plan(&a, &b, h, &p) == 0, "sides alike give no rerun");

	/* the JSON form */
	j = rerun_plan_json(&p);
	CHECK(json_is_false(json_object_get(j, "possible")) && json_is_null(json_object_get(j, "host_a")),
	      "rerun_plan_json has possible and null hosts");
	json_decref(j);
	json_decref(h);
	UNIT_DONE();
}
