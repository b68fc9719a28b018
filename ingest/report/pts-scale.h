/* pts-scale.h: a Phoronix Test Suite result scale ("Seconds", "Operations Per Second") as a metric and unit, shared by the result-file reader and the post extractor */
#ifndef SCHEDLORE_PTS_SCALE_H
#define SCHEDLORE_PTS_SCALE_H

#include <stddef.h>

/*
 * The scale p[0..n) (caseless) as the vocabulary's metric and unit: 1 when
 * known ("Seconds": time in s; "Operations Per Second": ops/s in 1/s).  An
 * unknown scale is the caller's: PTS scales are free text per test profile.
 */
int pts_scale(const char *p, size_t n, const char **metric, const char **unit);

#endif
