/* buf.c: the growable byte buffer and the allocation helpers */
#include "buf.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char buf_empty_[1];

static void out_of_memory(size_t n)
{
	fprintf(stderr, "fatal: out of memory allocating %zu bytes\n", n);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory(n);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory(n * size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q)
		out_of_memory(n);
	return q;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

void buf_init(struct buf *b)
{
	b->data = buf_empty_;
	b->len = b->cap = 0;
}

void buf_release(struct buf *b)
{
	if (b->cap)
		free(b->data);
	buf_init(b);
}

void buf_clear(struct buf *b)
{
	b->len = 0;
	if (b->cap)
		b->data[0] = '\0';
}

char *buf_detach(struct buf *b, size_t *len)
{
	char *p;

	if (!b->cap)
		buf_grow(b, 0);
	p = b->data;
	if (len)
		*len = b->len;
	buf_init(b);
	return p;
}

void buf_grow(struct buf *b, size_t extra)
{
	size_t want;

	if (b->len + extra + 1 < b->len)
		out_of_memory(SIZE_MAX);
	want = b->len + extra + 1;
	if (want <= b->cap)
		return;
	if (want < b->cap * 2)
		want = b->cap * 2;
	if (want < 64)
		want = 64;
	if (b->cap) {
		b->data = xrealloc(b->data, want);
	} else {
		b->data = xmalloc(want);
		b->data[0] = '\0';
	}
	b->cap = want;
}

void buf_setlen(struct buf *b, size_t len)
{
	if (len > (b->cap ? b->cap - 1 : 0))
		buf_grow(b, len - b->len);
	b->len = len;
	b->data[len] = '\0';
}

void buf_add(struct buf *b, const void *p, size_t n)
{
	if (!n)
		return;
	buf_grow(b, n);
	memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void buf_addc(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

void buf_vaddf(struct buf *b, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	va_copy(cp, ap);
	n = vsnprintf(b->data + b->len, b->cap ? b->cap - b->len : 0, fmt, cp);
	va_end(cp);
	if (n < 0)
		return;
	if ((size_t)n >= (b->cap ? b->cap - b->len : 0)) {
		buf_grow(b, (size_t)n);
		vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
	}
	b->len += (size_t)n;
}

void buf_addf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(b, fmt, ap);
	va_end(ap);
}

void buf_trim_end(struct buf *b)
{
	while (b->len && isspace((unsigned char)b->data[b->len - 1]))
		b->len--;
	if (b->cap)
		b->data[b->len] = '\0';
}
