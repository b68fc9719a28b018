/* text.h: what every writer shows where mail leaves something out */
#ifndef SCHEDLORE_TEXT_H
#define SCHEDLORE_TEXT_H

/* S, or "(no subject)" when S is NULL or empty: the one rule for a missing subject */
const char *subject_or_none(const char *s);

#endif
