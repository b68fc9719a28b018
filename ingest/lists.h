/* lists.h: which mailing list a message belongs to, from whatever headers it kept */
#ifndef SCHEDLORE_LISTS_H
#define SCHEDLORE_LISTS_H

/* Returns the value of header NAME (first of that name) or NULL. */
typedef const char *(*header_get_fn)(void *ctx, const char *name);

/*
 * The list name, newly allocated, or NULL.  In order: List-Id, X-BeenThere,
 * X-Mailing-List, List-Post, Sender/Return-Path "owner-X", mbox From_ "owner-X"
 * (header name "From_"), then a To or Cc address at a known list host
 * (FreeBSD's lists are all freebsd-NAME, so current@FreeBSD.org is
 * freebsd-current).  Damaged archives keep some of these and not others.
 */
char *list_guess(header_get_fn get, void *ctx);

/* A list name from one address ("freebsd-net@freebsd.org"), or NULL. */
char *list_from_address(const char *addr, int any_host);

#endif
