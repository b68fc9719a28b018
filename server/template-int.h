/* template-int.h: what the template engine's three files share (template.h is its interface) */
#ifndef SCHEDLORE_TEMPLATE_INT_H
#define SCHEDLORE_TEMPLATE_INT_H

#include "template.h"

/* ---------- the tree a template is read into (template.c) ---------- */

enum tmpl_node_kind { N_TEXT, N_VAR, N_SECTION, N_INVERTED, N_PARTIAL, N_PARENT, N_BLOCK, N_HELPER };

/* how a value is escaped, from where it stands (template-html.c) */
enum tmpl_esc { E_TEXT, E_URL_START, E_URL_PATH, E_URL_QUERY, E_URL_ARG };

struct tmpl_path {
	char **seg;              /* "a.b" is two; "." none; "@first" one */
	int n;
};

struct tmpl_nodes {
	struct tmpl_node *v;
	size_t n, cap;
};

struct tmpl_node {
	enum tmpl_node_kind kind;
	enum tmpl_esc esc;       /* N_VAR */
	int fmt;                 /* a named format (template-format.c), or -1 */
	int presence;            /* sections: test for presence, not truth */
	int target;              /* N_PARTIAL, N_PARENT: a template; N_HELPER: a helper */
	int has_arg;             /* N_PARTIAL, N_HELPER: path is an argument */
	struct tmpl_path path;   /* a value, a section's value, an argument */
	char *name;              /* as written: messages, partial, block and helper names */
	char *text;              /* N_TEXT */
	size_t len;
	int line, col;
	struct tmpl_nodes kids;  /* sections and blocks; a parent's block overrides */
};

struct tmpl {
	char *name;
	struct tmpl_nodes top;
	unsigned helpers;        /* bit i: calls helper i, itself or through a partial */
	int visiting, visited;   /* while looking for cycles */
};

struct tmpl_set {
	struct tmpl *t;
	size_t n;
	const struct tmpl_helper *helpers;
	size_t nhelpers;
};

/* ---------- where a value stands in the HTML (template-html.c) ---------- */

enum tmpl_state {
	S_TEXT, S_LT, S_TAG_NAME, S_IN_TAG, S_ATTR_NAME, S_AFTER_ATTR_NAME, S_BEFORE_VALUE,
	S_VALUE_DQ, S_VALUE_SQ, S_VALUE_UNQ, S_RAW, S_COMMENT, S_DECL, S_END_TAG,
};

struct tmpl_html {
	enum tmpl_state st;
	int attr;                /* of the attribute being read: plain, URL, forbidden */
	int url;                 /* in a URL value: start, path, query key or value, fragment */
	int raw;                 /* the open tag, or the S_RAW element: which raw-text element */
	char name[16];           /* the tag or attribute name being read, lower case, cut */
	size_t nlen;
};

/* Follow literal text S[0..n) from state H. */
void tmpl_html_follow(struct tmpl_html *h, const char *s, size_t n);
/* the same state for what comes next (a section must end as it began) */
int tmpl_html_same(const struct tmpl_html *a, const struct tmpl_html *b);
/* why no value may stand in state H, or NULL when one may (*esc says how it is escaped;
 * H moves on: after a whole URL no second value may follow) */
const char *tmpl_html_value(struct tmpl_html *h, enum tmpl_esc *esc);
int tmpl_html_space(char c);
/* a tag's name read so far is all of it (a section follows it) */
void tmpl_html_end_name(struct tmpl_html *h);

/* ---------- named formats (template-format.c) ---------- */

int tmpl_format_index(const char *name);
/* format I of V into B; -1 when V is not a value it writes */
int tmpl_format(int i, const struct tmpl_value *v, struct buf *b);
/* what a section renders: not absent, null, false, "" or [] */
int tmpl_truthy(const struct tmpl_value *v);

#endif
