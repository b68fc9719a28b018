/* template-value.c: what a template reads: JSON values, or a model's own values through its ops */
#include "template-int.h"

#include <math.h>

#include "../core/banned.h"

struct tmpl_value tmpl_json(json_t *j)
{
	struct tmpl_value v = { NULL, j, NULL, 0, 0 };

	return v;
}

enum tmpl_kind tmpl_kind(const struct tmpl_value *v)
{
	if (v->ops)
		return v->ops->kind(v);
	if (!v->json)
		return TK_ABSENT;
	switch (json_typeof(v->json)) {
	case JSON_OBJECT: return TK_OBJECT;
	case JSON_ARRAY: return TK_ARRAY;
	case JSON_STRING: return TK_STRING;
	case JSON_INTEGER: return TK_INTEGER;
	case JSON_REAL: return TK_REAL;
	case JSON_TRUE: return TK_TRUE;
	case JSON_FALSE: return TK_FALSE;
	default: return TK_NULL;
	}
}

int tmpl_get(const struct tmpl_value *v, const char *key, struct tmpl_value *out)
{
	json_t *j;

	if (v->ops)
		return tmpl_kind(v) == TK_OBJECT && v->ops->get(v, key, out);
	if (!(j = json_object_get(v->json, key)))
		return 0;
	*out = tmpl_json(j);
	return 1;
}

size_t tmpl_size(const struct tmpl_value *v)
{
	if (v->ops)
		return tmpl_kind(v) == TK_ARRAY ? v->ops->size(v) : 0;
	return json_array_size(v->json);
}

void tmpl_at(const struct tmpl_value *v, size_t i, struct tmpl_value *out)
{
	if (v->ops)
		v->ops->at(v, i, out);
	else
		*out = tmpl_json(json_array_get(v->json, i));
}

const char *tmpl_text(const struct tmpl_value *v, size_t *len)
{
	if (v->ops)
		return tmpl_kind(v) == TK_STRING ? v->ops->text(v, len) : NULL;
	if (!json_is_string(v->json))
		return NULL;
	*len = json_string_length(v->json);
	return json_string_value(v->json);
}

double tmpl_number(const struct tmpl_value *v)
{
	enum tmpl_kind k = tmpl_kind(v);

	if (k != TK_INTEGER && k != TK_REAL)
		return NAN;
	return v->ops ? v->ops->number(v) : json_number_value(v->json);
}
