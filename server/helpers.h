/* helpers.h: the templates' named helpers (helpers.c), for the loader (view.c) */
#ifndef SCHEDLORE_HELPERS_H
#define SCHEDLORE_HELPERS_H

#include "template.h"

extern const struct tmpl_helper view_helpers[];
extern const size_t view_helper_count;

#endif
