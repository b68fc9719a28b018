/* pgcopy.c: rows in PostgreSQL's binary COPY format, built in a buf */
#include "pgcopy.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../core/banned.h"

static void put_be(char *p, uint64_t v, int bytes)
{
	int i;

	for (i = bytes - 1; i >= 0; i--) {
		p[i] = (char)(v & 0xff);
		v >>= 8;
	}
}

static void add_be(struct buf *b, uint64_t v, int bytes)
{
	buf_grow(b, (size_t)bytes);
	put_be(b->data + b->len, v, bytes);
	buf_setlen(b, b->len + (size_t)bytes);
}

void pgcopy_header(struct buf *b)
{
	buf_add(b, "PGCOPY\n\377\r\n\0", 11);
	add_be(b, 0, 4);     /* flags */
	add_be(b, 0, 4);     /* header extension length */
}

void pgcopy_trailer(struct buf *b)
{
	add_be(b, 0xffff, 2);
}

void pgcopy_row(struct buf *b, int nfields)
{
	add_be(b, (uint64_t)nfields, 2);
}

void pgcopy_null(struct buf *b)
{
	add_be(b, 0xffffffffu, 4);
}

void pgcopy_bytes(struct buf *b, const void *p, size_t n)
{
	add_be(b, (uint64_t)n, 4);
	buf_add(b, p, n);
}

void pgcopy_text(struct buf *b, const char *s)
{
	if (!s)
		pgcopy_null(b);
	else
		pgcopy_bytes(b, s, strlen(s));
}

void pgcopy_bool(struct buf *b, int v)
{
	add_be(b, 1, 4);
	buf_addc(b, v ? 1 : 0);
}

void pgcopy_int2(struct buf *b, int v)
{
	add_be(b, 2, 4);
	add_be(b, (uint64_t)(uint16_t)v, 2);
}

void pgcopy_int4(struct buf *b, int v)
{
	add_be(b, 4, 4);
	add_be(b, (uint64_t)(uint32_t)v, 4);
}

void pgcopy_int8(struct buf *b, long long v)
{
	add_be(b, 8, 4);
	add_be(b, (uint64_t)v, 8);
}

void pgcopy_jsonb(struct buf *b, const char *json, size_t len)
{
	add_be(b, (uint64_t)len + 1, 4);
	buf_addc(b, 1);      /* jsonb's binary form: version 1, then the text */
	buf_add(b, json, len);
}

void pgcopy_timestamptz(struct buf *b, const char *utc)
{
	/* PostgreSQL counts microseconds from 2000-01-01 00:00:00 UTC */
	const long long epoch2000 = 946684800LL;
	struct tm tm;
	int n = 0;
	long long secs;

	memset(&tm, 0, sizeof(tm));
	if (!utc || sscanf(utc, "%d-%d-%d %d:%d:%d+00%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
			   &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &n) != 6 ||
	    utc[n] || tm.tm_mon < 1 || tm.tm_mon > 12 || tm.tm_mday < 1 || tm.tm_mday > 31) {
		pgcopy_null(b);
		return;
	}
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	secs = (long long)timegm(&tm) - epoch2000;
	add_be(b, 8, 4);
	add_be(b, (uint64_t)(secs * 1000000LL), 8);
}

size_t pgcopy_array_head(struct buf *b, int n)
{
	add_be(b, n ? 1 : 0, 4);     /* dimensions */
	add_be(b, 0, 4);             /* no NULLs */
	add_be(b, 25, 4);            /* element type: text */
	if (!n)
		return b->len;
	add_be(b, (uint64_t)n, 4);   /* dimension size */
	add_be(b, 1, 4);             /* lower bound */
	return b->len - 8;
}

void pgcopy_text_array(struct buf *b, const char *s, char sep)
{
	size_t at, start;
	int n = 0;
	const char *p, *e;

	add_be(b, 0, 4);     /* the field's length, set below */
	at = b->len;
	if (!s || !*s) {
		pgcopy_array_head(b, 0);
		put_be(b->data + at - 4, b->len - at, 4);
		return;
	}
	start = pgcopy_array_head(b, 1);
	for (p = s;; p = e + 1) {
		e = strchr(p, sep);
		if (!e)
			e = p + strlen(p);
		pgcopy_bytes(b, p, (size_t)(e - p));
		n++;
		if (!*e)
			break;
	}
	put_be(b->data + start, (uint64_t)n, 4);
	put_be(b->data + at - 4, b->len - at, 4);
}

size_t pgcopy_int8_slot(struct buf *b)
{
	pgcopy_int8(b, 0);
	return b->len - 8;
}

size_t pgcopy_int4_slot(struct buf *b)
{
	pgcopy_int4(b, 0);
	return b->len - 4;
}

size_t pgcopy_bool_slot(struct buf *b)
{
	pgcopy_bool(b, 0);
	return b->len - 1;
}

void pgcopy_set_int8(char *at, long long v)
{
	put_be(at, (uint64_t)v, 8);
}

void pgcopy_set_int4(char *at, int v)
{
	put_be(at, (uint64_t)(uint32_t)v, 4);
}

void pgcopy_set_bool(char *at, int v)
{
	*at = v ? 1 : 0;
}
