/* attach.c: text attachments as blocks of their own, after the importer's "[attachment: NAME (TYPE)]" lines */
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 * ingest/decode.c writes each text attachment (a benchmark log) into the
 * decoded text after a line of its own, "[attachment: NAME (TYPE)]", at
 * quote depth 0.  From that line to the next such line is the attachment's
 * block: a table in it takes its heading from inside the block (the marker
 * line included, whose file name often names the workload or scheduler), not
 * from the message text above, and its series name the attachment.  A quoted
 * marker ("> [attachment: ...") is another message's and starts no block.
 */
#define MARK "[attachment: "
#define MARK_LEN (sizeof(MARK) - 1)

int attach_marker(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];

	return l->depth == 0 && !l->flat && l->end - l->start > MARK_LEN + 3 &&
	       !memcmp(t->s + l->start, MARK, MARK_LEN) && t->s[l->end - 1] == ']' &&
	       t->s[l->end - 2] == ')';
}

int attach_block(const struct text *t, int line)
{
	if (!t->attachments || line < 0 || line >= t->n)
		return -1;
	for (; line >= 0; line--)
		if (attach_marker(t, line))
			return line;
	return -1;
}

int attach_block_at(const struct text *t, size_t offset)
{
	if (!t->attachments || !t->n)
		return -1;
	return attach_block(t, text_line_at(t, offset));
}

void attach_name(const struct text *t, int marker, char *out, size_t n)
{
	const struct tline *l = &t->l[marker];
	size_t s = l->start + MARK_LEN, e = l->end - 2, len;

	while (e > s && !(t->s[e] == '(' && t->s[e - 1] == ' '))
		e--;
	len = e > s ? e - 1 - s : 0;
	if (len >= n)
		len = n - 1;
	memcpy(out, t->s + s, len);
	out[len] = '\0';
}
