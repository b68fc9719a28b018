/* layout.h: the blocks of a message's text, what is not prose or figures (patches, trailers), and why */
#ifndef SCHEDLORE_LAYOUT_H
#define SCHEDLORE_LAYOUT_H

#include <stddef.h>
#include <stdio.h>

#include "extract.h"

/*
 * Before any recogniser reads the text, the layout stage marks the lines
 * that hold no figures whatever numbers they carry: a patch (diff, hunks,
 * diffstat), a signature, commit trailers and tip-bot headers, attribution
 * lines, process listings.  Blocks are runs of lines at one quote depth
 * between blank lines; --explain prints one line per block saying what it
 * was taken for (a table, a tool's output, pairs, prose) or why it was left.
 */

enum skip_reason {
	SKIP_NONE,
	SKIP_PATCH,       /* diff, hunk, diffstat */
	SKIP_SIGNATURE,   /* after "-- " */
	SKIP_TRAILER,     /* Signed-off-by:, Link:, Commit-ID:, Date: ... */
	SKIP_ATTRIBUTION, /* On ..., X wrote: */
	SKIP_LISTING,     /* ps / top process table, /proc/cpuinfo, size(1) */
	SKIP_CODE,        /* a line of C, a shell command */
	SKIP_HARDWARE,    /* a description of the machine (systems.c found one there) */
	SKIP_NOTE,        /* a footnote on a table: "[*] Command prefix: ..." */
};

void layout_build(struct xresult *r);
/* Lines a system (hardware) description was read from hold no other figures */
void layout_skip_systems(struct xresult *r);
/* The line holds no figures (patch, trailer ...).  Inline: every stage asks it of every line */
static inline int layout_skip(const struct xresult *r, int line)
{
	return r->skip && line >= 0 && line < r->t->n && r->skip[line];
}
/* Record what lines [first, last] were taken for (kind: table, tool:NAME, pair, prose) */
void layout_note(struct xresult *r, int first, int last, const char *kind, const char *reason);
/* The line ends a sentence the line above began ("... much less pronounced" over "but still exists:") */
int layout_sentence_tail(const struct text *t, int line);
/* A short line that can name a configuration: a title, not a sentence */
int layout_title_line(const struct text *t, int line);

/* "[6.6-rc1 + patch]", "=== patched ===", "--- vanilla ---": a title set off by marks */
int layout_framed_line(const struct text *t, int line);
/* A title line as a configuration's name (filler nouns such as "results" off) */
size_t layout_title_text(const struct text *t, int line, char *out, size_t n);
/* The title above the block at LINE (over blanks and its command); its line or -1 */
int layout_title_above(const struct xresult *r, int line, char *out, size_t n);
/* Text [p, p + n) closes a parenthesis it never opened: the end of an aside begun before it, no title */
int layout_closes_unopened(const char *p, size_t n);
/*
 * The byte ranges of s the layout stage sets aside (patches, code, trailers,
 * listings ...): n pairs [start, end) in a new array, for readers of the
 * same text that are not extraction (claims).
 */
size_t *layout_quiet_ranges(const char *s, size_t len, size_t *n);
/*
 * The same ranges from an extraction already made of that text: later stages
 * only add reasons the ranges leave out (hardware), so a caller holding the
 * extraction need not lay the text out again.
 */
size_t *layout_quiet_of(const struct xresult *r, size_t *n);
/* One line per block on f: START-END kind reason */
void layout_explain(const struct xresult *r, FILE *f);

#endif
