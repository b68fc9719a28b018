/* abbrev.c: data sets named by a file that abbreviates a setting the post writes out ("pt80" for preempt_thresh=80) */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

/* "pt80", "pt-224", "st_2": letters (the initials), then the setting's value; 0 when not */
static int split_abbrev(const char *label, char *letters, size_t ln, const char **digits)
{
	size_t a = 0, d;

	while (isalpha((unsigned char)label[a]))
		a++;
	if (a < 2 || a >= ln)
		return 0;
	memcpy(letters, label, a);
	letters[a] = '\0';
	for (size_t i = 0; i < a; i++)
		letters[i] = (char)tolower((unsigned char)letters[i]);
	*digits = label + a + (label[a] && strchr("-_.", label[a]) != NULL);
	d = strspn(*digits, "0123456789");
	return d > 0 && !(*digits)[d];
}

/* The initials of a setting's last part split at '_' ("preempt_thresh": "pt") */
static void initials(const char *p, size_t n, char *out, size_t on)
{
	size_t o = 0;

	for (size_t i = 0; i < n && o + 1 < on; i++)
		if (isalpha((unsigned char)p[i]) && (i == 0 || p[i - 1] == '_'))
			out[o++] = (char)tolower((unsigned char)p[i]);
	out[o] = '\0';
}

/*
 * A "name=number" the post writes whose last part ("kern.sched.preempt_thresh"
 * gives "preempt_thresh") has two words or more and LETTERS for initials: that
 * part into name; 0 when none or more than one setting fits.
 */
static int setting_of(const struct text *t, const char *letters, char *name, size_t nn)
{
	size_t i = 0;
	int found = 0;

	while (i < t->len) {
		size_t s = i, e, eq, last;
		char ini[32];
		while (s < t->len && !(isalnum((unsigned char)t->s[s]) || t->s[s] == '_'))
			s++;
		for (e = s; e < t->len && (isalnum((unsigned char)t->s[e]) || strchr("_.-=", t->s[e])); e++)
			;
		i = e > s ? e : s + 1;
		for (eq = s; eq < e && t->s[eq] != '='; eq++)
			;
		if (eq == e || eq + 1 >= e || !isdigit((unsigned char)t->s[eq + 1]))
			continue;
		for (last = eq; last > s && t->s[last - 1] != '.'; last--)
			;
		if (!memchr(t->s + last, '_', eq - last))
			continue;
		initials(t->s + last, eq - last, ini, sizeof(ini));
		if (strcmp(ini, letters))
			continue;
		if (found && (strlen(name) != eq - last || strncmp(name, t->s + last, eq - last)))
			return 0;
		xs_printf(name, nn, "%.*s", (int)(eq - last), t->s + last);
		found = 1;
	}
	return found;
}

void name_abbreviated_files(struct xresult *r)
{
	for (int i = 0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		char letters[16], name[64], value[32];
		const char *digits;
		if (!s->name[0] || !split_abbrev(s->label, letters, sizeof(letters), &digits) ||
		    !setting_of(r->t, letters, name, sizeof(name)))
			continue;
		xs_printf(value, sizeof(value), "%s", digits);
		xs_printf(s->label, sizeof(s->label), "%s=%s", name, value);
	}
}
