/* unit.h: the C unit-test protocol: one "ok - NAME" or "not ok - NAME" per case */
#ifndef SCHEDLORE_UNIT_H
#define SCHEDLORE_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_failed;

/* CHECK(cond, name...): report one named case. */
#define CHECK(cond, ...) do { \
	int ok_ = !!(cond); \
	printf("%s - ", ok_ ? "ok" : "not ok"); \
	printf(__VA_ARGS__); \
	printf("\n"); \
	if (!ok_) { \
		printf("# %s:%d: %s\n", __FILE__, __LINE__, #cond); \
		unit_failed++; \
	} \
} while (0)

#define CHECK_STR(got, want, ...) do { \
	const char *g_ = (got), *w_ = (want); \
	CHECK(g_ && w_ && !strcmp(g_, w_), __VA_ARGS__); \
	if (!(g_ && w_ && !strcmp(g_, w_))) \
		printf("# got  '%s'\n# want '%s'\n", g_ ? g_ : "(null)", w_ ? w_ : "(null)"); \
} while (0)

#define UNIT_DONE() return unit_failed ? 1 : 0

#endif
