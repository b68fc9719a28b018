/* pgcopy.h: rows in PostgreSQL's binary COPY format, built in a buf */
#ifndef SCHEDLORE_PGCOPY_H
#define SCHEDLORE_PGCOPY_H

#include <stddef.h>

#include "../core/buf.h"

/*
 * The binary format spares the server the parsing of text COPY: a bytea
 * arrives as its bytes instead of two hex digits each, numbers and dates as
 * integers.  A file is pgcopy_header(), then rows, then pgcopy_trailer(); a
 * row is pgcopy_row(N) and N fields.  Strings must be valid UTF-8 without NUL
 * (the server checks).  A field can be written now and its value set later
 * (pgcopy_int8_slot, pgcopy_bool_slot): the writer knows a row's id only
 * after the row was built by a parser thread.
 */
void pgcopy_header(struct buf *b);
void pgcopy_trailer(struct buf *b);
void pgcopy_row(struct buf *b, int nfields);

void pgcopy_null(struct buf *b);
void pgcopy_text(struct buf *b, const char *s);            /* NULL: SQL NULL */
void pgcopy_bytes(struct buf *b, const void *p, size_t n); /* bytea, or text of N bytes */
void pgcopy_bool(struct buf *b, int v);
void pgcopy_int2(struct buf *b, int v);
void pgcopy_int4(struct buf *b, int v);
void pgcopy_int8(struct buf *b, long long v);
void pgcopy_jsonb(struct buf *b, const char *json, size_t len);
/* "YYYY-MM-DD HH:MM:SS+00" (mail.h's date_utc); NULL or unreadable: SQL NULL */
void pgcopy_timestamptz(struct buf *b, const char *utc);
/* The head of a text[]'s binary form for N elements (each then a pgcopy_bytes);
 * returns where its element count is, for pgcopy_set_int4 when N was a guess. */
size_t pgcopy_array_head(struct buf *b, int n);
/* text[] of the words of S separated by single SEP characters ("" or NULL: '{}') */
void pgcopy_text_array(struct buf *b, const char *s, char sep);

/* A field whose value is set later: where it is, to hand to the setters. */
size_t pgcopy_int8_slot(struct buf *b);
size_t pgcopy_int4_slot(struct buf *b);
size_t pgcopy_bool_slot(struct buf *b);
void pgcopy_set_int8(char *at, long long v);
void pgcopy_set_int4(char *at, int v);
void pgcopy_set_bool(char *at, int v);

#endif
