/* text.c: what every writer shows where mail leaves something out */
#include "text.h"

#include "banned.h"

const char *subject_or_none(const char *s)
{
	return s && *s ? s : "(no subject)";
}
