/* facts.c: host facts from /proc and uname on Linux, sysctl on FreeBSD */
#include "facts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>
#ifdef __FreeBSD__
#include <sys/types.h>
#include <sys/sysctl.h>
#endif

#include "../core/buf.h"
#include "pin.h"
#include "workload.h"
#include "../core/banned.h"

const char *facts_linux_scheduler(const char *release)
{
	int major = 0, minor = 0, patch = 0;

	if (sscanf(release, "%d.%d.%d", &major, &minor, &patch) < 2)
		return NULL;
	if (major > 6 || (major == 6 && minor >= 6))
		return "EEVDF";
	if (major > 2 || (major == 2 && minor > 6) || (major == 2 && minor == 6 && patch >= 23))
		return "CFS";
	return "O(1)";
}

/* the value after "key\t: " on a cpuinfo line, copied into out */
static int field(const char *line, const char *key, char *out, size_t outsz)
{
	size_t k = strlen(key);
	const char *colon, *end;

	if (strncmp(line, key, k) || (line[k] != ' ' && line[k] != '\t' && line[k] != ':'))
		return 0;
	colon = strchr(line, ':');
	end = strchr(line, '\n');
	if (!colon || (end && colon > end))
		return 0;
	colon++;
	while (*colon == ' ')
		colon++;
	if (!end)
		end = colon + strlen(colon);
	snprintf(out, outsz, "%.*s", (int)(end - colon), colon);
	return 1;
}

/* count distinct values (at most 4096 pairs) */
static int add_distinct(long *seen, int *n, long v)
{
	int i;

	for (i = 0; i < *n; i++)
		if (seen[i] == v)
			return 0;
	if (*n < 4096)
		seen[(*n)++] = v;
	return 1;
}

static void cpuinfo(const char *text, json_t *f)
{
	static long sockets[4096], cores[4096];
	char val[256], model[256] = "";
	int nsock = 0, ncore = 0, threads = 0;
	long phys = 0, core = -1;
	const char *p;

	for (p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (field(p, "processor", val, sizeof(val)))
			threads++;
		else if (!*model && field(p, "model name", val, sizeof(val)))
			snprintf(model, sizeof(model), "%s", val);
		else if (field(p, "physical id", val, sizeof(val)))
			phys = atol(val), add_distinct(sockets, &nsock, phys);
		else if (field(p, "core id", val, sizeof(val)))
			core = atol(val), add_distinct(cores, &ncore, phys * 100000 + core);
	}
	json_object_set_new(f, "cpu_model", *model ? json_string(model) : json_null());
	json_object_set_new(f, "threads", threads ? json_integer(threads) : json_null());
	json_object_set_new(f, "sockets", nsock ? json_integer(nsock) : json_null());
	json_object_set_new(f, "cores", ncore ? json_integer(ncore) : json_null());
	json_object_set_new(f, "smt", ncore && threads ? json_boolean(threads > ncore) : json_null());
}

static json_t *kconfig_hz(const char *text)
{
	const char *p = text ? strstr(text, "\nCONFIG_HZ=") : NULL;

	return p ? json_integer(atol(p + 11)) : json_null();
}

/* " SMP" as a word of the version string */
static int has_smp_word(const char *v)
{
	const char *p;

	for (p = strstr(v, "SMP"); p; p = strstr(p + 1, "SMP"))
		if ((p == v || p[-1] == ' ') && (p[3] == ' ' || p[3] == '\0'))
			return 1;
	return 0;
}

json_t *facts_linux_smp(const char *version, const char *kconfig, long online_cpus)
{
	if (version && *version)
		return json_boolean(has_smp_word(version));
	if (kconfig && strstr(kconfig, "\nCONFIG_SMP=y"))
		return json_true();
	if (kconfig && strstr(kconfig, "\n# CONFIG_SMP is not set"))
		return json_false();
	return online_cpus > 1 ? json_true() : json_null();
}

json_t *facts_linux(const struct linux_sources *src)
{
	json_t *f = json_object();
	const char *sched = facts_linux_scheduler(src->release ? src->release : "");
	const char *mem = src->meminfo ? strstr(src->meminfo, "MemTotal:") : NULL;
	char ops[128] = "";

	json_object_set_new(f, "os", json_string("Linux"));
	json_object_set_new(f, "kernel", src->release ? json_string(src->release) : json_null());
	cpuinfo(src->cpuinfo ? src->cpuinfo : "", f);
	json_object_set_new(f, "memory_bytes",
			    mem ? json_integer(atoll(mem + 9) * 1024) : json_null());
	if (src->scx_state && !strncmp(src->scx_state, "enabled", 7) && src->scx_ops)
		snprintf(ops, sizeof(ops), "%.*s", (int)strcspn(src->scx_ops, "\n"), src->scx_ops);
	json_object_set_new(f, "sched_ext", *ops ? json_string(ops) : json_null());
	/* a loaded sched_ext scheduler takes the fair class's tasks */
	if (*ops) {
		char name[160];
		snprintf(name, sizeof(name), "sched_ext:%s", ops);
		json_object_set_new(f, "scheduler", json_string(name));
	} else {
		json_object_set_new(f, "scheduler", sched ? json_string(sched) : json_null());
	}
	json_object_set_new(f, "hz", kconfig_hz(src->kconfig));
	return f;
}

static char *slurp(const char *path)
{
	struct buf b = BUF_INIT;
	FILE *fp = fopen(path, "r");
	char chunk[4096];
	size_t n;

	if (!fp)
		return NULL;
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	return buf_detach(&b, NULL);
}

#ifdef __FreeBSD__
static json_t *sysctl_str(const char *name)
{
	char val[256];
	size_t len = sizeof(val);

	if (sysctlbyname(name, val, &len, NULL, 0) < 0)
		return json_null();
	return json_stringn(val, strnlen(val, len));
}

static json_t *sysctl_int(const char *name)
{
	long long v = 0;
	int i;
	size_t len = sizeof(v);

	if (sysctlbyname(name, &v, &len, NULL, 0) < 0)
		return json_null();
	if (len == sizeof(int)) {
		memcpy(&i, &v, sizeof(i));
		return json_integer(i);
	}
	return json_integer(v);
}

static json_t *facts_freebsd(void)
{
	json_t *f = json_object(), *cores, *tpc;

	json_object_set_new(f, "os", json_string("FreeBSD"));
	json_object_set_new(f, "cpu_model", sysctl_str("hw.model"));
	json_object_set_new(f, "threads", sysctl_int("hw.ncpu"));
	cores = sysctl_int("kern.smp.cores");
	tpc = sysctl_int("kern.smp.threads_per_core");
	json_object_set_new(f, "cores", cores);
	json_object_set_new(f, "sockets", json_null());
	json_object_set_new(f, "smt", json_is_integer(tpc) ?
			    json_boolean(json_integer_value(tpc) > 1) : json_null());
	json_decref(tpc);
	json_object_set_new(f, "memory_bytes", sysctl_int("hw.physmem"));
	json_object_set_new(f, "scheduler", sysctl_str("kern.sched.name"));
	json_object_set_new(f, "sched_ext", json_null());
	json_object_set_new(f, "hz", sysctl_int("kern.hz"));
	/* the rule on FreeBSD: MAXCPU is 1 in a kernel without "options SMP",
	 * so kern.smp.maxcpus > 1 is an SMP kernel */
	{
		json_t *max = sysctl_int("kern.smp.maxcpus");
		json_object_set_new(f, "smp_kernel", json_is_integer(max) ?
				    json_boolean(json_integer_value(max) > 1) : json_null());
		json_decref(max);
	}
	return f;
}
#endif

json_t *facts_collect(void)
{
	struct utsname u;
	char host[256] = "";
	json_t *f;

	uname(&u);
	gethostname(host, sizeof(host) - 1);
#ifdef __FreeBSD__
	f = facts_freebsd();
	json_object_set_new(f, "kernel", json_string(u.release));
#else
	struct buf kpath = BUF_INIT;
	struct linux_sources src = { 0 };
	buf_addf(&kpath, "/boot/config-%s", u.release);
	src.cpuinfo = slurp("/proc/cpuinfo");
	src.meminfo = slurp("/proc/meminfo");
	src.release = u.release;
	src.scx_state = slurp("/sys/kernel/sched_ext/state");
	src.scx_ops = slurp("/sys/kernel/sched_ext/root/ops");
	src.kconfig = slurp(kpath.data);
	f = facts_linux(&src);
	json_object_set_new(f, "smp_kernel", facts_linux_smp(u.version, src.kconfig, cpus_online()));
	{
		char *ag = slurp("/proc/sys/kernel/sched_autogroup_enabled");
		json_object_set_new(f, "autogroup", ag ? json_boolean(atoi(ag)) : json_null());
		free(ag);
	}
	free((char *)src.cpuinfo);
	free((char *)src.meminfo);
	free((char *)src.scx_state);
	free((char *)src.scx_ops);
	free((char *)src.kconfig);
	buf_release(&kpath);
#endif
	json_object_set_new(f, "hostname", json_string(host));
	json_object_set_new(f, "os_release", json_string(u.version));
	json_object_set_new(f, "arch", json_string(u.machine));
	json_object_set_new(f, "online_cpus", json_integer(cpus_online()));
	return f;
}
