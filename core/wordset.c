/* wordset.c: open addressing over FNV-1a hashes of the words' bytes */
#include <string.h>

#include "wordset.h"
#include "banned.h"

static size_t hash(const char *w, size_t n)
{
	size_t h = 2166136261u, i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)w[i]) * 16777619u;
	return h;
}

void wordset_init(struct wordset *s)
{
	memset(s, 0, sizeof(*s));
}

static unsigned long long len_bit(size_t n)
{
	return 1ULL << (n < 63 ? n : 63);
}

/* the bit wordset_may_have reads (wordset.h) */
static size_t start_bit(unsigned char c0, unsigned char c1)
{
	return ((size_t)c0 * 31 + c1) & (WORDSET_STARTS - 1);
}

static unsigned char byte_at(const char *w, size_t n, size_t i)
{
	return i < n ? (unsigned char)w[i] : 0;
}

int wordset_add(struct wordset *s, const char *w, size_t n)
{
	size_t i;

	if (wordset_has(s, w, n))
		return 0;
	/* half full at most: a miss then ends after a probe or two */
	if (s->count >= WORDSET_SLOTS / 2)
		return -1;
	i = start_bit(byte_at(w, n, 0), byte_at(w, n, 1));
	s->start[i / 64] |= 1ULL << (i % 64);
	s->lens |= len_bit(n);
	for (i = hash(w, n) & (WORDSET_SLOTS - 1); s->slot[i].w; i = (i + 1) & (WORDSET_SLOTS - 1))
		;
	s->slot[i].w = w;
	s->slot[i].n = n;
	s->count++;
	return 0;
}

int wordset_add_list(struct wordset *s, const char *const *list)
{
	for (; *list; list++)
		if (wordset_add(s, *list, strlen(*list)) < 0)
			return -1;
	return 0;
}

int wordset_has(const struct wordset *s, const char *w, size_t n)
{
	size_t i;

	if (!wordset_may_have(s, byte_at(w, n, 0), byte_at(w, n, 1), n))
		return 0;
	for (i = hash(w, n) & (WORDSET_SLOTS - 1); s->slot[i].w; i = (i + 1) & (WORDSET_SLOTS - 1))
		if (s->slot[i].n == n && !memcmp(s->slot[i].w, w, n))
			return 1;
	return 0;
}
