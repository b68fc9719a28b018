/* tools.c: stub */
#include "extract.h"
#include "../../core/banned.h"

void rec_tools(struct xresult *r)
{
	(void)r;
}
