/* prose.h: the units prose.c reads a sentence's results in, shared with inline.c; inline.c's reader */
#ifndef SCHEDLORE_PROSE_H
#define SCHEDLORE_PROSE_H

#include "extract.h"

/* A unit a result is measured in: s, ms, MB/s, tps ... (not a size, not a percentage) */
int prose_result_unit(const char *u);

/* A token that is a unit written apart from its value: "3.4M RPS", "38.880 seconds" */
int prose_apart_unit(const struct text *t, const struct tok *k);

/* Token k, the marks after it off, is one of LIST's words, in any case (proseavg.c's too) */
int prose_word_in(const struct text *t, const struct tok *k, const char *const *list);

/* The nearest series above byte AT, at quote depth DEPTH, with no mean yet, whose values'
 * mean is V to DECIMALS digits (of METRIC, in any case, unless NULL); -1 when none
 * (proseavg.c; logfmt.c asks it of a line naming itself an average) */
int prose_series_of_mean(const struct xresult *r, size_t at, int depth, double v, int decimals, const char *metric);

/* Lists written along one line: "4BSD: 1843s, 1851s ULE: 1795s" (inline.c) */
void rec_inline(struct xresult *r);

#endif
