/* qp-residue.h: telling quoted-printable residue ("=20" at a line end) from "name=value" text */
#ifndef SCHEDLORE_QP_RESIDUE_H
#define SCHEDLORE_QP_RESIDUE_H

#include <stddef.h>

/*
 * Text whose Content-Transfer-Encoding was lost (a web-archive page saved as
 * text, a body wrapped without its headers) keeps escapes such as "=20" and
 * "=A0".  Text also says "kern.hz=200", "min=25," and "ovr=12.34", whose
 * "=20", "=25" and "=12" are escape-shaped.  An escape ("=" and two
 * upper-case hex digits) is residue only where text would not write it:
 *
 *   - in a run of two or more escapes ("=A0=20", "=C3=A9", "=3D=3D");
 *   - alone, for a byte from A0 to FF (a Latin-1 letter or no-break space:
 *     "with=A0 1", "caf=E9");
 *   - alone, for a space or tab ("=20", "=09") that ends its line (or stands
 *     before a soft line break), as an encoder writes trailing white space.
 *
 * So "kern.hz=200", "preempt_thresh=224" and "min=25," are text, while
 * "test with 100=20" at a line end is residue.  A lone "x=20" ending a line
 * stays ambiguous and is read as residue.
 */

/* Where the escape at S[I] is residue: its byte (0 to 255), else -1. */
int qp_residue_at(const char *s, size_t len, size_t i);

/* Whether that byte stands for white space (space, tab, no-break space). */
int qp_residue_blank(int byte);

#endif
