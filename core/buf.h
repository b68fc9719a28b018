/* buf.h: the one growable byte buffer of schedlore */
#ifndef SCHEDLORE_BUF_H
#define SCHEDLORE_BUF_H

#include <stdarg.h>
#include <stddef.h>

/*
 * Invariants: data is never NULL and data[len] is always '\0', so a buffer can
 * be handed to any function that wants a C string.  A buffer may hold NUL
 * bytes; len is the truth.  Allocation failure aborts (as git's xmalloc does):
 * no caller can do anything better with an out-of-memory mail archive.
 */
struct buf {
	char *data;
	size_t len;
	size_t cap;
};

extern char buf_empty_[];
#define BUF_INIT { buf_empty_, 0, 0 }

/* Lifecycle */
void buf_init(struct buf *b);
void buf_release(struct buf *b);          /* free memory, back to BUF_INIT */
void buf_clear(struct buf *b);            /* len = 0, keep memory */
char *buf_detach(struct buf *b, size_t *len); /* caller frees; b is reset */

/* Growing */
void buf_grow(struct buf *b, size_t extra);
void buf_setlen(struct buf *b, size_t len);

/* Adding */
void buf_add(struct buf *b, const void *p, size_t n);
void buf_adds(struct buf *b, const char *s);
void buf_addc(struct buf *b, char c);
void buf_addf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_vaddf(struct buf *b, const char *fmt, va_list ap);

/* Editing */
void buf_trim_end(struct buf *b);         /* drop trailing white space */

/* Allocation helpers that never return NULL */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
