/* read-gzip.h: gzip-compressed archives (pipermail's .txt.gz), inflated to a temporary file */
#ifndef SCHEDLORE_READ_GZIP_H
#define SCHEDLORE_READ_GZIP_H

#include "../core/buf.h"

/*
 * Inflate the gzip data read from FD into an unlinked temporary file and
 * return its descriptor (the caller closes it), or -1 with REASON.  A file,
 * not memory, so an archive of any size reads in bounded memory; at most
 * LIMIT bytes are written (a gzip bomb is refused).  Damaged or truncated
 * data leaves what inflated before the damage in the file and the reason in
 * REASON: the caller reads the one and reports the other.
 */
int gunzip_to_temp(int fd, long long limit, struct buf *reason);

#endif
