/* ctext.h: the text a claim recogniser reads: normalised, split into sentences and tokens */
#ifndef SCHEDLORE_CTEXT_H
#define SCHEDLORE_CTEXT_H

#include <stddef.h>

#include "../../core/buf.h"

/*
 * Posts arrive with quote marks (also inline, when an archive flattened the
 * message onto one line), quoted-printable residue (=20, =A0) and tables
 * between the prose.  ctext keeps a normalised copy in which those are
 * blanks, with a map back to the original byte offsets, and splits the prose
 * into sentences; data lines (tables, "label: value", ministat output) end a
 * sentence and never join one.
 */
struct ctext {
	struct buf s;		/* normalised text */
	size_t *map;		/* s offset -> original offset; map[s.len] = len */
	const char *orig;
	size_t orig_len;
	size_t *line_at;	/* where each original line starts */
	int *line_depth;	/* and how many > marks open it */
	size_t nlines;
	/* where the words whose cores are in gate_set start (ctext_gate), in order: the gate
	 * asks of the whole text, then of each run of prose and each sentence of it */
	const struct wordset *gate_set;
	size_t *gate_at, ngate_at;
};

struct csent {
	size_t a, b;		/* [a, b) in ctext.s */
	int para;		/* paragraph number: a subject carries within one */
};

struct ctok {
	size_t a, b;		/* the core of the token in ctext.s (punctuation stripped) */
	char w[48];		/* the core, lower case */
	char raw[48];		/* the core as written */
	int isnum;
	double v;
	int pct;		/* followed by or written with % */
	int open, close;	/* a ( before, a ) after */
	char trail;		/* ',' ';' ':' '.' after the core, or 0 */
};

void ctext_init(struct ctext *t, const char *text, size_t len);
void ctext_release(struct ctext *t);

struct wordset;

/*
 * The sentences of t, in order; *n set.  skip[] marks lines (by original
 * ranges [skip[2i], skip[2i+1]) of ctext.s) that are consumed by a block parser
 * and must be treated as data.  gate (or NULL): only runs of prose holding one
 * of its words (ctext_has_word) are cut into sentences.  Caller frees.
 */
struct csent *ctext_sentences(const struct ctext *t, const size_t *skip, size_t nskip,
			      const struct wordset *gate, size_t *n);

/* The tokens of s[a..b); caller frees. */
struct ctok *ctext_tokens(const struct ctext *t, size_t a, size_t b, size_t *n);
/* "six" (lower case): its value, else -1 (zero to twelve) */
int ctext_number_word(const char *w);

/* Is the lower-cased core of some token of s[a..b) (as ctext_tokens makes them) in set? */
int ctext_has_word(const struct ctext *t, size_t a, size_t b, const struct wordset *set);
/*
 * ctext_has_word of the whole text, which also keeps where each of set's
 * words is: ctext_has_word then answers for set from them, for a range that
 * starts and ends between words, without reading the text again.  With
 * signed_percents, a word that is a signed percentage ("+8.3%", "(-4%)")
 * counts as one of set's: "+19.1% on hackbench" is a claim without a
 * comparative.
 */
int ctext_gate(struct ctext *t, const struct wordset *set, int signed_percents);
/* Where the next word at or after from that is a signed percentage starts in s (and *after
 * past its '%'), else len */
size_t ctext_signed_percent(const char *s, size_t len, size_t from, size_t *after);

/*
 * Could w[0..n) (small letters) be the lower-cased core of a token ctext
 * makes of p[0..len)?  0: certainly not, provided p holds no \r, NUL or
 * soft line break (the bytes whose dropping joins two pieces of p).
 */
int ctext_may_be_token(const char *p, size_t len, const char *w, size_t n);

/* Collapse white space of s[a..b) into a new string. */
char *ctext_flat(const struct ctext *t, size_t a, size_t b);

/* How many > marks open the original line of ctext offset a */
int ctext_quote_depth(const struct ctext *t, size_t a);

#endif
