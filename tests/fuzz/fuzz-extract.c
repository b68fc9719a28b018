/* fuzz-extract.c: libFuzzer target for the text model and every figure recogniser */
#include <stddef.h>
#include <stdint.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../../ingest/extract/extract.h"
#include "../../ingest/extract/figures.h"

/* Every span must lie inside the text; the JSON must build. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *copy = malloc(size + 1);
	struct text t;
	struct xresult r;
	json_t *j;
	int i;

	memcpy(copy, data, size);
	copy[size] = '\0';
	text_build(&t, copy, size);
	for (i = 0; i < t.n; i++)
		if (t.l[i].start > t.l[i].end || t.l[i].end > size)
			abort();
	extract_text(&t, &r);
	extract_ids(&r, "fuzz@schedlore.invalid");
	for (i = 0; i < r.nseries; i++)
		if (r.series[i].span[0] > r.series[i].span[1] || r.series[i].span[1] > size)
			abort();
	for (i = 0; i < r.nsys; i++)
		if (r.sys[i].span[0] > r.sys[i].span[1] || r.sys[i].span[1] > size)
			abort();
	j = extract_json(&r, "fuzz");
	json_decref(j);
	xr_release(&r);
	text_release(&t);
	free(copy);
	return 0;
}
