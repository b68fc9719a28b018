/* migrate.h: apply the compiled-in SQL migrations, each once, in order */
#ifndef SCHEDLORE_MIGRATE_H
#define SCHEDLORE_MIGRATE_H

struct db;

/* Returns the number applied now, or -1. */
int migrate(struct db *db, int verbose);

#endif
