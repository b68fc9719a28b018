/* log.h: error, warning and progress messages on stderr */
#ifndef SCHEDLORE_LOG_H
#define SCHEDLORE_LOG_H

/*
 * Library code reports with error() and returns its -1; die() is for start-up
 * only.  Messages are lower-case, no full stop, the subject in quotes:
 * error("unable to open '%s'", path).
 */
int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* the last error() message of the calling thread, "" if none: for answers to users */
const char *error_last(void);
_Noreturn void die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
