/* page-common.c: what every page's model and /api share: JSON values and the JSON answer */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

json_t *json_str_or_null(const char *s)
{
	return s ? json_string(s) : json_null();
}

int api_send(struct req *r, json_t *model)
{
	char *text;

	if (!model)
		return -1;
	text = json_dumps(model, JSON_INDENT(1) | JSON_ENSURE_ASCII | JSON_PRESERVE_ORDER);
	json_decref(model);
	if (!text)
		return req_fail(r, 500, "The answer could not be written as JSON.");
	r->type = "application/json";
	buf_adds(&r->out, text);
	buf_addc(&r->out, '\n');
	free(text);
	return 0;
}
