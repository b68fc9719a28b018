/* user.c: schedlore user add NAME --role member|admin [--password-file F] [--if-missing] */
#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../server/auth.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore user add NAME --role member|admin [--password-file FILE] [--if-missing]\n\n"
	"Create a web account.  Members may queue reruns; admins may also import\n"
	"archives and manage hosts.  Without --password-file a password is generated\n"
	"and printed once (the database keeps only its argon2id hash).\n\n"
	"  --password-file FILE  read the password from the first line of FILE\n"
	"  --if-missing          an existing NAME is not an error (exit 0, prints nothing)\n\n"
	"Exit status: 0 created, 1 NAME exists already, 2 could not run.\n";

static int read_password(const char *path, struct buf *pw)
{
	char line[1024];
	FILE *f = fopen(path, "r");

	if (!f)
		return error("unable to open '%s'", path);
	if (!fgets(line, sizeof(line), f))
		line[0] = '\0';
	fclose(f);
	line[strcspn(line, "\r\n")] = '\0';
	if (strlen(line) < 8)
		return error("the password in '%s' is shorter than 8 characters", path);
	buf_adds(pw, line);
	sodium_memzero(line, sizeof(line));
	return 0;
}

int cmd_user(int argc, char **argv)
{
	const char *name = NULL, *role = NULL, *pwfile = NULL;
	struct buf pw = BUF_INIT;
	char generated[21];
	struct config cfg;
	struct db db;
	int if_missing = 0, i, rc, ret = 2;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	if (argc < 3 || strcmp(argv[1], "add")) {
		fputs(usage, stderr);
		return 2;
	}
	name = argv[2];
	for (i = 3; i < argc; i++) {
		if (!strcmp(argv[i], "--role") && i + 1 < argc)
			role = argv[++i];
		else if (!strcmp(argv[i], "--password-file") && i + 1 < argc)
			pwfile = argv[++i];
		else if (!strcmp(argv[i], "--if-missing"))
			if_missing = 1;
		else
			role = NULL, i = argc;
	}
	if (!role || (strcmp(role, "member") && strcmp(role, "admin"))) {
		fputs(usage, stderr);
		return 2;
	}
	if (sodium_init() < 0 || config_load(&cfg) < 0)
		return 2;
	if (pwfile) {
		if (read_password(pwfile, &pw) < 0)
			goto cleanup;
	} else {
		auth_random_password(generated);
		buf_adds(&pw, generated);
	}
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	rc = auth_user_add(&db, name, role, pw.data);
	if (rc == 0) {
		if (pwfile)
			printf("created %s user '%s'\n", role, name);
		else
			printf("created %s user '%s' with password: %s\n", role, name, generated);
		ret = 0;
	} else if (rc == 1) {
		if (!if_missing)
			error("user '%s' exists already", name);
		ret = if_missing ? 0 : 1;
	}
	db_close(&db);
cleanup:
	sodium_memzero(pw.data, pw.len);
	buf_release(&pw);
	config_release(&cfg);
	return ret;
}
