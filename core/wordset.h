/* wordset.h: a small set of words with constant-time membership, built on the stack from word lists */
#ifndef SCHEDLORE_WORDSET_H
#define SCHEDLORE_WORDSET_H

#include <stddef.h>

/*
 * Recognisers keep their words in NULL-terminated lists beside the code that
 * reads them; a gate that asks "could any recogniser want this word?" builds
 * a set from those very lists, so the gate and the recognisers cannot drift
 * apart.  The set points into the lists (string literals): nothing is
 * copied or freed.  Words are matched exactly (case included) on their bytes.
 */
#define WORDSET_SLOTS 512	/* a power of two; at most half of it filled */
#define WORDSET_STARTS 1024	/* bits for the first two bytes of words */

struct wordset_slot {
	const char *w;
	size_t n;
};

struct wordset {
	struct wordset_slot slot[WORDSET_SLOTS];
	size_t count;
	/* how the words start and how long they are: most misses end here */
	unsigned long long start[WORDSET_STARTS / 64];	/* bit: a hash of the first two bytes */
	unsigned long long lens;	/* bit n: a word of n bytes (63: 63 or more) */
};

void wordset_init(struct wordset *s);
/* Add w[0..n); -1 when the set is full (more than WORDSET_SLOTS / 2 words) */
int wordset_add(struct wordset *s, const char *w, size_t n);
/* Add every word of a NULL-terminated list; -1 when the set is full */
int wordset_add_list(struct wordset *s, const char *const *list);
int wordset_has(const struct wordset *s, const char *w, size_t n);
/*
 * Could a word of n bytes starting with bytes c0 c1 (c1: 0 when n < 2) be in
 * s?  0: certainly not.  Inline: the gates ask it of nearly every word of a
 * post, and the call was most of the asking.
 */
static inline int wordset_may_have(const struct wordset *s, unsigned char c0, unsigned char c1, size_t n)
{
	size_t i = ((size_t)(n ? c0 : 0) * 31 + (n > 1 ? c1 : 0)) & (WORDSET_STARTS - 1);

	return (s->lens >> (n < 63 ? n : 63) & 1) && (s->start[i / 64] >> (i % 64) & 1);
}

#endif
