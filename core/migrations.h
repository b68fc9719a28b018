/* migrations.h: the SQL migrations compiled into the binary, in order */
#ifndef SCHEDLORE_MIGRATIONS_H
#define SCHEDLORE_MIGRATIONS_H

struct migration {
	const char *name;   /* file name without .sql; sorts in apply order */
	const char *sql;
};

/* Ends with { NULL, NULL }. */
extern const struct migration migrations[];

#endif
