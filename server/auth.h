/* auth.h: accounts, argon2id passwords, sessions and CSRF tokens (libsodium) */
#ifndef SCHEDLORE_AUTH_H
#define SCHEDLORE_AUTH_H

struct db;
struct req;

#define SESSION_HOURS 12

/* Look the session cookie up; sets r->user when it names a live session. */
void auth_load_session(struct req *r);
/*
 * render --as NAME: the request is NAME's without a session (the command
 * runs with the database's own rights anyway), its CSRF token derived from
 * the name so the same page renders the same bytes.  0, or -1 when there
 * is no such user.
 */
int auth_as_user(struct req *r, const char *name);
/* A visitor's CSRF token: the sl_csrf cookie's, or a new one and its cookie. */
const char *auth_visitor_csrf(struct req *r);
/* 0 when the POST's csrf field matches, else -1 */
int auth_check_csrf(struct req *r);
/* Check NAME and PASSWORD; on success start a session and set its cookie. */
int auth_login(struct req *r, const char *name, const char *password);
void auth_logout(struct req *r);

/* Create an account; 0 done, 1 NAME exists already, -1 error. */
int auth_user_add(struct db *db, const char *name, const char *role, const char *password);
/* A random password of 20 characters from an unambiguous alphabet. */
void auth_random_password(char out[21]);
/* 64 hex digits of fresh randomness */
void auth_random_token(char out[65]);

#endif
