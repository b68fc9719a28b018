/* fuzz-layout.c: libFuzzer target for the layout stage: rows and cells, blocks, tables, lists, prose, --explain */
#include <stddef.h>
#include <stdint.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../ingest/extract/cells.h"
#include "../../ingest/extract/extract.h"
#include "../../ingest/extract/figures.h"
#include "../../ingest/extract/layout.h"

/* Every cell of every row lies inside its line, in order, its number inside the cell */
static void check_rows(const struct text *t)
{
	int i, j;

	for (i = 0; i < t->n; i++) {
		struct row rw;
		int n = row_read(t, i, &rw);
		if (n < 0 || n > ROW_MAX_CELLS || rw.label_s > rw.label_e || rw.label_e > t->len)
			abort();
		for (j = 0; j < n; j++) {
			const struct vcell *c = &rw.c[j];
			if (c->s > c->e || c->e > t->l[i].end || c->s < t->l[i].start)
				abort();
			if (c->kind == CELL_VALUE && (c->x.s < c->s || c->x.e > c->e || c->x.s > c->x.e))
				abort();
			if (j && c->s < rw.c[j - 1].s)
				abort();
		}
	}
}

/* Every span of the document lies inside the text */
static void check_spans(json_t *list, size_t size)
{
	size_t i;
	json_t *o;

	json_array_foreach(list, i, o) {
		json_t *span = json_object_get(o, "span");
		json_int_t a = json_integer_value(json_array_get(span, 0));
		json_int_t b = json_integer_value(json_array_get(span, 1));
		if (a < 0 || a > b || (size_t)b > size)
			abort();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *copy = malloc(size + 1);
	struct text t;
	json_t *doc;
	FILE *null = fopen("/dev/null", "w");

	memcpy(copy, data, size);
	copy[size] = '\0';
	text_build(&t, copy, size);
	check_rows(&t);
	text_release(&t);
	doc = extract_document(copy, size, "fuzz@schedlore.invalid", "fuzz", null);
	check_spans(json_object_get(doc, "series"), size);
	check_spans(json_object_get(doc, "comparisons"), size);
	check_spans(json_object_get(doc, "claims"), size);
	json_decref(doc);
	if (null)
		fclose(null);
	free(copy);
	return 0;
}
