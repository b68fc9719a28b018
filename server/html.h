/* html.h: the one module that writes HTML, XML and SVG; escaping is the default */
#ifndef SCHEDLORE_HTML_H
#define SCHEDLORE_HTML_H

#include "../core/buf.h"

/*
 * As in cgit's html.c: literal markup goes through html(), every value
 * through html_txt(), html_attr() or html_url_*().  html() takes string
 * literals only (the macro pastes "" around its argument, so a variable does
 * not compile): there is no way to write a value unescaped by accident.  The
 * one raw form for computed markup is html_raw_UNSAFE(), whose name is meant
 * to stand out in review.
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

/* The page shell (the same header, navigation and footer on every page) */
struct req;
void html_page_begin(struct req *r, const char *title);
void html_page_end(struct req *r);
/* the URL /LIST/MID/SUFFIX, each word percent-encoded (safe inside an attribute) */
void html_post_url(struct buf *b, const char *list, const char *mid, const char *suffix);
/* a hidden CSRF field for a form */
void html_csrf(struct req *r);

/* JSON strings for the API are written by jansson, never by hand. */

#endif
