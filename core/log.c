/* log.c: error, warning and progress messages on stderr */
#include "log.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void print_message(const char *prefix, const char *fmt, va_list ap)
{
	char line[4096];

	vsnprintf(line, sizeof(line), fmt, ap);
	fprintf(stderr, "%s%s\n", prefix, line);
}

/* per thread: a server answers each request on one thread */
static _Thread_local char last_error[512];

const char *error_last(void)
{
	return last_error;
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(last_error, sizeof(last_error), fmt, ap);
	va_end(ap);
	va_start(ap, fmt);
	print_message("error: ", fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	print_message("warning: ", fmt, ap);
	va_end(ap);
}

void note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	print_message("", fmt, ap);
	va_end(ap);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	print_message("fatal: ", fmt, ap);
	va_end(ap);
	exit(2);
}
