/* markdown.h: the Markdown writer; text from mail goes through md_text() and nothing else */
#ifndef SCHEDLORE_DIGEST_MARKDOWN_H
#define SCHEDLORE_DIGEST_MARKDOWN_H

#include "../core/buf.h"

struct digest_model;

/*
 * As html.c does for HTML (cgit's rule): literal markup goes through md(),
 * which accepts string literals only (the macro pastes "" around its
 * argument, so a variable does not compile); every value goes through
 * md_text(), md_int(), md_num() or md_link().  The one way to emit computed
 * markup is md_raw_UNSAFE(), whose name is meant to stand out in review.
 */
#define md(b, literal) md_raw_UNSAFE((b), "" literal "")
void md_raw_UNSAFE(struct buf *b, const char *markup);

/*
 * Untrusted text as inline Markdown that renders as exactly that text: no
 * emphasis, code, link, image, autolink, HTML, entity or table cell break
 * can come out of it, and it cannot start a block (heading, list, quote,
 * code) wherever it is placed.  White space (line ends included) collapses
 * to single spaces; control bytes become spaces; invalid UTF-8 becomes
 * U+FFFD.
 */
void md_text(struct buf *b, const char *s);
void md_textn(struct buf *b, const char *s, size_t n);

/* 1234567 -> "1,234,567" */
void md_int(struct buf *b, long long v);
/* a number with DECIMALS digits after the point */
void md_num(struct buf *b, double v, int decimals);

/*
 * [text](url): text through md_text(); url is one we built (digest_url_*),
 * written in angle brackets with anything but URL characters percent-encoded.
 */
void md_link(struct buf *b, const char *text, const char *url);

/* The whole digest as Markdown. */
int digest_markdown(const struct digest_model *m, struct buf *out);

#endif
