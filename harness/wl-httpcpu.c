/* wl-httpcpu.c: HTTP load from a local client on a local server; CPU shares sampled */
#include "workload.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * "To SMP or not to SMP": a web server under a steady load, and where the
 * CPU time goes (idle, system, user, interrupt), as top -SH showed it.  A
 * small pre-forked keep-alive server and paced clients run on the run's CPU
 * set; the shares are read from /proc/stat for the CPUs of that set only
 * (kern.cp_times on FreeBSD), so a one-CPU side is measured on its CPU.
 * The value is the idle share: at the same request rate, the more efficient
 * system leaves more idle.
 */
static const struct wl_param params[] = {
	{ "rate", "2000", "1000", "requests per second, all clients together" },
	{ "seconds", "10", "1", "seconds of load" },
	{ "clients", "4", "2", "client connections (processes)" },
	{ "servers", "ncpu", "2", "server processes" },
	{ "size", "4096", "1024", "response body bytes" },
	{ NULL, NULL, NULL, NULL },
};

enum { USER, SYSTEM, INTR, IDLE, NSHARE };

static int cpu_times(const struct wl_ctx *ctx, double t[NSHARE])
{
	struct buf text = BUF_INIT;
	unsigned long long v[10];
	const char *p;
	int cpu;

	memset(t, 0, sizeof(double) * NSHARE);
	if (wl_read_file("/proc/stat", &text) < 0)
		return -1;
	for (p = text.data; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		memset(v, 0, sizeof(v));
		if (sscanf(p, "cpu%d %llu %llu %llu %llu %llu %llu %llu %llu", &cpu, &v[0], &v[1],
			   &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]) < 8)
			continue;
		if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &ctx->cpus.set))
			continue;
		t[USER] += (double)(v[0] + v[1]);
		t[SYSTEM] += (double)(v[2] + v[7]);     /* system + steal */
		t[IDLE] += (double)(v[3] + v[4]);       /* idle + iowait */
		t[INTR] += (double)(v[5] + v[6]);       /* irq + softirq */
	}
	buf_release(&text);
	return 0;
}

static void serve(int lfd, long size)
{
	struct buf resp = BUF_INIT;
	char req[4096];
	size_t have;
	ssize_t n;
	int fd;

	buf_addf(&resp, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %ld\r\n\r\n",
		 size);
	for (long i = 0; i < size; i++)
		buf_addc(&resp, 'x');
	for (;;) {
		fd = accept(lfd, NULL, NULL);
		if (fd < 0)
			continue;
		have = 0;
		while ((n = read(fd, req + have, sizeof(req) - 1 - have)) > 0) {
			have += (size_t)n;
			req[have] = '\0';
			char *end;
			while ((end = strstr(req, "\r\n\r\n"))) {
				if (write(fd, resp.data, resp.len) != (ssize_t)resp.len)
					break;
				end += 4;
				memmove(req, end, have - (size_t)(end - req) + 1);
				have -= (size_t)(end - req);
			}
			if (have >= sizeof(req) - 1)
				break;
		}
		close(fd);
	}
}

static long client(int port, double rate, double seconds, long size)
{
	static const char req[] = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
	struct sockaddr_in sa = { 0 };
	char *body = xmalloc((size_t)size + 512);
	double t0 = wl_now(), next = t0, interval = 1.0 / rate;
	long done = 0;
	int fd;

	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	fd = socket(AF_INET, SOCK_STREAM, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		return -1;
	while (wl_now() - t0 < seconds) {
		size_t want, got = 0;
		if (write(fd, req, sizeof(req) - 1) != (ssize_t)(sizeof(req) - 1))
			return -1;
		/* headers are under 100 bytes here; read until the body is complete */
		want = 0;
		while (!want || got < want) {
			ssize_t n = read(fd, body + got, (size_t)size + 511 - got);
			if (n <= 0)
				return -1;
			got += (size_t)n;
			body[got] = '\0';
			char *h = strstr(body, "\r\n\r\n");
			if (h)
				want = (size_t)(h + 4 - body) + (size_t)size;
		}
		done++;
		next += interval;
		double wait = next - wl_now();
		if (wait > 0) {
			struct timespec ts = { (time_t)wait, (long)((wait - (double)(time_t)wait) * 1e9) };
			nanosleep(&ts, NULL);
		}
	}
	close(fd);
	free(body);
	return done;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	long rate = wl_long(ctx, "rate"), clients = wl_long(ctx, "clients");
	long servers = wl_long(ctx, "servers"), size = wl_long(ctx, "size"), i, total = 0;
	double seconds = wl_double(ctx, "seconds"), before[NSHARE], after[NSHARE], sum = 0, t0;
	pid_t spids[256], cpids[256];
	struct sockaddr_in sa = { 0 };
	socklen_t len = sizeof(sa);
	int lfd, status, ret = 0, p[2];

	if (rate < 1 || clients < 1 || clients > 256 || servers < 1 || servers > 256 ||
	    seconds <= 0 || size < 0 || size > (1 << 24))
		return error("http-cpu: parameters out of range");
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	lfd = socket(AF_INET, SOCK_STREAM, 0);
	if (lfd < 0 || bind(lfd, (struct sockaddr *)&sa, sizeof(sa)) < 0 || listen(lfd, 256) < 0 ||
	    getsockname(lfd, (struct sockaddr *)&sa, &len) < 0 || pipe(p) < 0)
		return error("http-cpu: unable to listen: %s", strerror(errno));
	fflush(NULL);
	for (i = 0; i < servers; i++)
		if ((spids[i] = fork()) == 0)
			serve(lfd, size);
	cpu_times(ctx, before);
	t0 = wl_now();
	for (i = 0; i < clients; i++) {
		if ((cpids[i] = fork()) == 0) {
			long n = client(ntohs(sa.sin_port), (double)rate / (double)clients, seconds, size);
			if (write(p[1], &n, sizeof(n)) != sizeof(n))
				_exit(1);
			_exit(n < 0 ? 1 : 0);
		}
	}
	for (i = 0; i < clients; i++) {
		long n = -1;
		if (read(p[0], &n, sizeof(n)) != sizeof(n) || n < 0)
			ret = error("http-cpu: a client failed");
		else
			total += n;
		waitpid(cpids[i], &status, 0);
	}
	r->measured = wl_now() - t0;
	cpu_times(ctx, after);
	for (i = 0; i < servers; i++) {
		kill(spids[i], SIGKILL);
		waitpid(spids[i], &status, 0);
	}
	close(lfd);
	close(p[0]);
	close(p[1]);
	if (ret < 0)
		return -1;
	for (i = 0; i < NSHARE; i++)
		sum += after[i] - before[i];
	if (sum <= 0)
		return error("http-cpu: no CPU time passed on the set");
	r->value = 100 * (after[IDLE] - before[IDLE]) / sum;
	r->extra = json_pack("{s:f, s:f, s:f, s:f, s:f}",
			     "idle", r->value,
			     "system", 100 * (after[SYSTEM] - before[SYSTEM]) / sum,
			     "user", 100 * (after[USER] - before[USER]) / sum,
			     "interrupt", 100 * (after[INTR] - before[INTR]) / sum,
			     "requests_per_s", (double)total / r->measured);
	return 0;
}

const struct workload wl_httpcpu = {
	"http-cpu", "idle share", "%", 1,
	"HTTP load from local clients on a local server while CPU shares are sampled",
	params, NULL, NULL, run,
};
