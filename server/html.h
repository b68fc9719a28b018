/* html.h: escaping and URL encoding for HTML, XML and SVG: what templates and the chart code write values with */
#ifndef SCHEDLORE_HTML_H
#define SCHEDLORE_HTML_H

#include "../core/buf.h"

/*
 * Pages are templates (templates/, server/template.h), which escape every
 * value by where it stands; the markup computed in C (the chart code, and
 * the message body and form field below, which the templates' named
 * helpers in helpers.c call) writes as cgit's html.c has it:
 * literal markup through html(), every value through html_txt(),
 * html_attr() or html_url_*().  html() takes string literals only (the
 * macro pastes "" around its argument, so a variable does not compile).
 * The one raw form, html_raw_UNSAFE(), is called by the digest helper only,
 * and its name is meant to stand out in review.  This file is a leaf: it
 * knows nothing of requests, sessions or pages.
 */
#define html(b, literal) html_literal_((b), "" literal "")
void html_literal_(struct buf *b, const char *literal);
void html_raw_UNSAFE(struct buf *b, const char *markup, size_t len);

/* text content: & < > " ' escaped; invalid UTF-8 and control bytes replaced */
void html_txt(struct buf *b, const char *s);
void html_txtn(struct buf *b, const char *s, size_t n);
/* no escaping, only the cleaning: for writers that escape themselves (libxml2) */
void text_clean(struct buf *b, const char *s);
/* an attribute value inside double quotes */
void html_attr(struct buf *b, const char *s);
void html_int(struct buf *b, long long v);
/* one path word percent-encoded (a Message-ID: '/', '%', '#', '+', ' ' ...) */
void html_url_path(struct buf *b, const char *s);
/* a query argument value: everything but unreserved characters encoded */
void html_url_arg(struct buf *b, const char *s);

/* the URL /LIST/MID/SUFFIX, each word percent-encoded (safe inside an attribute) */
void html_post_url(struct buf *b, const char *list, const char *mid, const char *suffix);

/*
 * A message body as sent, in <pre>, each line classed by its quote depth;
 * with FOLD, each run of quoted lines folded into a <details>.
 */
void html_body(struct buf *b, const char *body, size_t len, int fold);
/* <input type="hidden" name="NAME" value="VALUE" /> */
void html_hidden(struct buf *b, const char *name, const char *value);

/* JSON strings for the API are written by jansson, never by hand. */

#endif
