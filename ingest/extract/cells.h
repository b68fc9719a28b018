/* cells.h: a line read as a row: its label, its value cells and the words written beside them */
#ifndef SCHEDLORE_CELLS_H
#define SCHEDLORE_CELLS_H

#include <stddef.h>

#include "extract.h"

/*
 * Every layout recogniser (tables, key/value lists, pairs) reads a line the
 * same way: tokens at white space (and at '|', a column rule), then values
 * grouped with what is written on them:
 *
 *   1337.84  +- 0.11%         a value and its deviation
 *   0,748(+/-4,6%)            the same, glued into one token
 *   ( 0.11%)  (+1.8%)  -48.4% a change (parenthesised, or signed with %)
 *   avg:   0.273 ms           a key before the value, a unit after it
 *   2760.07 real              a value and the name after it
 *   ~  -  n/a                 a cell that holds no number
 *
 * Nothing here knows a tool or a post: the table, list and pair recognisers
 * decide what a row's label and words mean.
 */

#define ROW_MAX_CELLS 48

enum { CELL_VALUE = 1, CELL_NULL = 2 };

struct vcell {
	int kind;             /* CELL_VALUE or CELL_NULL */
	struct xnum x;        /* the number as posted (unit letters kept: "466KB/s") */
	struct xnum dev;      /* a deviation written on it (+- 0.11%), or unset */
	struct xnum lo, hi;   /* the range of runs written after it ("0.112 (0.104/0.121)"), or unset */
	int dev_pct;          /* the deviation is relative (written with %) */
	int pct;              /* the value is written with % */
	int signed_;          /* written with an explicit + or - */
	int paren;            /* written inside parentheses */
	int approx;           /* written with ~ or about-signs */
	int time;             /* a time (3:25.56, 0m3.2s): seconds in x.value */
	char unit[24];        /* letters after the number, or of the next token ("ms") */
	size_t s, e;          /* the whole cell: key, value, deviation, unit */
	size_t pre_s, pre_e;  /* words written before it since the previous cell ("avg:", "real =") */
	size_t post_s, post_e;/* a word written after it ("real" in "2760.07 real"), not a unit */
	int col;              /* display column of its first byte (tabs to 8) */
	int col_end;
	int pipe;             /* index of the '|' cell it stands in, or -1 */
};

struct row {
	int line;
	size_t label_s, label_e;   /* the words before the first cell (bullets and quote marks off) */
	int nlabel;                /* how many tokens the label has */
	int n;                     /* cells (values and nulls) */
	int nvalues;
	int pipes;                 /* '|' rules on the line */
	int prose;                 /* the line reads as a sentence, not a row */
	int words;                 /* word tokens (not values) on the line */
	size_t trail_s, trail_e;   /* words after the last cell ("Normal", "bops") */
	int closing_unit;          /* its figures' unit closes it ("(trans/s)"): theirs, no key's */
	size_t group_s, group_e;   /* a first key the row's name is under ("youtube 1080p" over
				      "tip" and "+series"), set by the table that reads it */
	/* last: row_read clears the fields above and the first two cells (read unguarded as
	 * c[0], c[1]), not 8 KB of cells past n that no one reads */
	struct vcell c[ROW_MAX_CELLS];
};

/* "(trans/s)", "[ms]": a unit in parentheses or brackets, a token of its own */
int unit_in_marks(const char *p, size_t len);
/* Read line LINE of T as a row.  Returns the number of cells. */
int row_read(const struct text *t, int line, struct row *rw);
/* "mean  std  50%  90%  99%": statistics and rising percentiles name columns, no row's cells */
int row_percentile_header(const struct text *t, int line);

/* Parse one token [s, e) as a value cell (no pre/post words).  1 if it is one. */
int cell_parse(const struct text *t, size_t s, size_t e, struct vcell *c);
/* Token K of a list as a figure: its trailing ',' ';' '.' off, a value and no percent
 * ("1843s,", "12.0;", "1799s.").  1 if it is one. */
int cell_parse_listed(const struct text *t, const struct tok *k, struct vcell *c);

/* Whether bytes [s, e) hold a digit: a cell has one (cell_parse refuses a word at once, but
 * a caller that only asks may skip the call) */
static inline int tok_has_digit(const struct text *t, size_t s, size_t e)
{
	const char *p = t->s + s, *end = t->s + e;

	/* isdigit without the C library's table; inline, as the readers ask it of nearly every
	 * token, and most have a digit at once or are a short word */
	for (; p < end; p++)
		if ((unsigned)(*p - '0') < 10u)
			return 1;
	return 0;
}

/* A token that stands for "no number" in a table: ~ - -- n/a N/A */
int cell_is_null(const char *p, size_t n);

/* A function word of English prose (the, and, of, was ...), caseless */
int stop_word(const char *p, size_t n);
int rate_unit(const char *p, size_t n);
/* A unit written as a word of its own after a figure ("W", "ms", "MB/s"), punctuation after it aside */
int cell_unit_word(const char *p, size_t n);
/* "6.6", "5.15": a version written as a number (one or two digits, one point, one or two digits after it) */
int point_version(const char *p, size_t n);
/* A line of cells parted by commas, no blank in it ("1,512345,95.01") */
/* The separator of a spreadsheet's line (',' or ';', its fields' cells as a ruled row's), else 0 */
int csv_line(const struct text *t, int line);
/* What parts a row's cells besides blanks: a spreadsheet's separator, else '|' */
char row_separator(const struct text *t, int line);
/* "| 8 | 412.3 |" from the line's first byte to its last, beside another: a markdown row,
 * its rules blanks */
int markdown_row(const struct text *t, int line);
const char *unit_canon(const char *u);
void xs_unit_of(struct xseries *x, const struct vcell *c);
/* "p50(us)" as a series' metric: metric "p50", unit "us" (the header's unit wins) */
void xs_metric_unit(struct xseries *s);
/* The factor of a lone multiplier unit ("k": 1000), 1 for any other; cell_parse applies it */
double cell_multiplier(const char *unit);

/* Display column of byte OFF on its line (tabs to multiples of 8) */
int text_column(const struct text *t, int line, size_t off);

/* A separator line: only - = + | _ : * ~ and spaces, with at least 3 of the first */
int line_is_rule(const struct text *t, int line);
/* The line is a post an archive flattened: recovered from one, or over 300 bytes long */
int line_is_flattened(const struct text *t, int line);

/* A line that is blank (no tokens) */
int line_is_blank(const struct text *t, int line);

/* Copy [s, e) of the text into out (n bytes), white space collapsed, ':' and
 * ends trimmed; returns the length */
size_t text_label(const struct text *t, size_t s, size_t e, char *out, size_t n);

#endif
