/* sniff.h: what a file holds, told from its first bytes, never from its name */
#ifndef SCHEDLORE_SNIFF_H
#define SCHEDLORE_SNIFF_H

#include <stddef.h>

enum input_kind {
	INPUT_EMPTY,     /* nothing, or only white space */
	INPUT_MBOX,      /* "From " line, then a header block */
	INPUT_GZIP,      /* gzip-compressed (pipermail's .txt.gz) */
	INPUT_HTML,      /* a saved web-archive page */
	INPUT_MESSAGE,   /* one RFC 5322 message (a Maildir file, .eml) */
	INPUT_TEXT,      /* damaged text: flattened, page text, or a bare body */
	INPUT_BINARY,    /* not mail (an image, say) */
};

/* HEAD is the first bytes of the file (4 KB is plenty), LEN how many. */
enum input_kind sniff_input(const char *head, size_t len);
const char *input_kind_name(enum input_kind k);

/* A header field name that mail really carries (a table, plus X-, List-, ...). */
int known_header_name(const char *name, size_t len);

#define SNIFF_BYTES 4096

#endif
