/* config.c: read schedlore's environment once into a struct config */
#include "config.h"

#include <glob.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "log.h"
#include "banned.h"

static char *env_or_null(const char *name)
{
	const char *v = getenv(name);

	return v && *v ? xstrdup(v) : NULL;
}

static char *binary_folder(void)
{
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);
	char *slash;

	if (n <= 0)
		return xstrdup(".");
	path[n] = '\0';
	slash = strrchr(path, '/');
	if (slash)
		*slash = '\0';
	return xstrdup(path);
}

/* The newest PostgreSQL major version installed the Debian way. */
static char *find_pg_bin(void)
{
	glob_t g;
	char *found = NULL;

	if (glob("/usr/lib/postgresql/*/bin/initdb", 0, NULL, &g) == 0 && g.gl_pathc) {
		found = xstrdup(g.gl_pathv[g.gl_pathc - 1]);
		*strrchr(found, '/') = '\0';
	}
	globfree(&g);
	return found;
}

int config_load(struct config *cfg)
{
	const char *port = getenv("SCHEDLORE_PG_PORT");
	const char *fast = getenv("SCHEDLORE_PG_FAST");
	struct buf b = BUF_INIT;

	memset(cfg, 0, sizeof(*cfg));
	cfg->home = env_or_null("SCHEDLORE_HOME");
	if (!cfg->home)
		cfg->home = binary_folder();
	cfg->var = env_or_null("SCHEDLORE_VAR");
	if (!cfg->var) {
		buf_addf(&b, "%s/var", cfg->home);
		cfg->var = buf_detach(&b, NULL);
	}
	cfg->db = env_or_null("SCHEDLORE_DB");
	cfg->pg_bin = env_or_null("SCHEDLORE_PG_BIN");
	if (!cfg->pg_bin)
		cfg->pg_bin = find_pg_bin();
	cfg->pg_port = port && *port ? atoi(port) : 54329;
	if (cfg->pg_port <= 0 || cfg->pg_port > 65535)
		return error("SCHEDLORE_PG_PORT '%s' is not a port number", port);
	cfg->pg_fast = fast && !strcmp(fast, "1");
	return 0;
}

void config_release(struct config *cfg)
{
	free(cfg->home);
	free(cfg->var);
	free(cfg->db);
	free(cfg->pg_bin);
	memset(cfg, 0, sizeof(*cfg));
}
