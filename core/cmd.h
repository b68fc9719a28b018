/* cmd.h: the subcommands of schedlore, one function each, one table in schedlore.c */
#ifndef SCHEDLORE_CMD_H
#define SCHEDLORE_CMD_H

#include <stddef.h>

/*
 * Each subcommand is int cmd_NAME(int argc, char **argv) with argv[0] the
 * subcommand's name.  Exit status: 0 done, 1 done with rejections or a
 * negative answer, 2 could not run.  Every one answers --help.
 */
int cmd_db(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_quarantine(int argc, char **argv);
int cmd_host(int argc, char **argv);
int cmd_job(int argc, char **argv);
int cmd_agent(int argc, char **argv);
int cmd_workload(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_user(int argc, char **argv);
int cmd_thread(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_claims(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_digest(int argc, char **argv);

/* true when argv holds -h or --help; prints usage to stdout */
int cmd_wants_help(int argc, char **argv, const char *usage);

/* A Message-ID as a user gives it ("<id@host>", " id@host"): the bare id, in
 * out (n bytes).  Every command that takes one reads it through this. */
const char *cmd_message_id(const char *arg, char *out, size_t n);

#endif
