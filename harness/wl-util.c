/* wl-util.c: what the workloads share: clocks, spawning tools, files */
#include "workload.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

double wl_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double tv_secs(struct timeval tv)
{
	return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

/* The child inherits the run's CPU binding: the runner set it on us. */
int wl_spawn(const struct wl_ctx *ctx, char *const argv[], const char *dir,
	     const char *out_path, double *user, double *sys)
{
	struct rusage ru;
	int status, fd;
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return error("fork: %s", strerror(errno));
	if (pid == 0) {
		if (dir && chdir(dir) < 0)
			_exit(126);
		fd = open(out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
			close(fd);
		}
		execvp(argv[0], argv);
		_exit(127);
	}
	while (wait4(pid, &status, 0, &ru) < 0)
		if (errno != EINTR)
			return error("wait4: %s", strerror(errno));
	if (user)
		*user = tv_secs(ru.ru_utime);
	if (sys)
		*sys = tv_secs(ru.ru_stime);
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
		return error("unable to run '%s' (is it installed?)", argv[0]);
	if (!WIFEXITED(status))
		return error("'%s' was killed by signal %d", argv[0], WTERMSIG(status));
	return WEXITSTATUS(status);
}

int wl_read_file(const char *path, struct buf *out)
{
	char chunk[8192];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return error("unable to open '%s': %s", path, strerror(errno));
	while ((n = read(fd, chunk, sizeof(chunk))) > 0)
		buf_add(out, chunk, (size_t)n);
	close(fd);
	return n < 0 ? error("unable to read '%s': %s", path, strerror(errno)) : 0;
}

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	return remove(path) < 0 && errno != ENOENT ? -1 : 0;
}

int wl_rm_rf(const char *path)
{
	if (access(path, F_OK) < 0)
		return 0;
	if (nftw(path, rm_one, 16, FTW_DEPTH | FTW_PHYS) < 0)
		return error("unable to remove '%s': %s", path, strerror(errno));
	return 0;
}

int wl_first_cpu(const struct wl_ctx *ctx, struct cpus *one)
{
	int i;

	CPU_ZERO(&one->set);
	for (i = 0; i < CPU_SETSIZE; i++) {
		if (CPU_ISSET(i, &ctx->cpus.set)) {
			CPU_SET(i, &one->set);
			one->count = 1;
			return i;
		}
	}
	return error("empty CPU set");
}
