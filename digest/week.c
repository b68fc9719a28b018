/* week.c: ISO 8601 weeks and civil dates in UTC, without the C library's time zones */
#include "digest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/*
 * Howard Hinnant's days_from_civil / civil_from_days: exact for the
 * proleptic Gregorian calendar, no time zone and no struct tm, so a digest
 * week is the same on every machine whatever TZ says.
 */
static long days_from_civil(long y, int m, int d)
{
	long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static void civil_from_days(long z, long *y, int *m, int *d)
{
	long era, doe, yoe, doy, mp;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

/* 0 = Monday ... 6 = Sunday; 1970-01-01 was a Thursday */
static int weekday(long days)
{
	long w = (days + 3) % 7;
	return (int)(w < 0 ? w + 7 : w);
}

/* The Monday of ISO week 1: the week that holds 4 January. */
static long week1_monday(long year)
{
	long jan4 = days_from_civil(year, 1, 4);
	return jan4 - weekday(jan4);
}

/* N decimal digits of V at P (V already in range); no snprintf, so no truncation warnings */
static void digits(char *p, long v, int n)
{
	while (n-- > 0) {
		p[n] = (char)('0' + v % 10);
		v /= 10;
	}
}

void iso_days_date(long days, char date[11])
{
	long y;
	int m, d;

	civil_from_days(days, &y, &m, &d);
	digits(date, ((y % 10000) + 10000) % 10000, 4);
	date[4] = '-';
	digits(date + 5, m, 2);
	date[7] = '-';
	digits(date + 8, d, 2);
	date[10] = '\0';
}

int iso_date_days(const char *date, long *days)
{
	int y, m, d, n = 0;
	char back[11];
	long z;

	if (!date || strlen(date) != 10 ||
	    sscanf(date, "%4d-%2d-%2d%n", &y, &m, &d, &n) != 3 || n != 10 ||
	    y < 1 || m < 1 || m > 12 || d < 1 || d > 31)
		return -1;
	z = days_from_civil(y, m, d);
	iso_days_date(z, back);
	if (strcmp(back, date))       /* 2007-02-30 and the like */
		return -1;
	*days = z;
	return 0;
}

int iso_week_range(const char *week, char from[11], char to[11])
{
	int y, w, n = 0;
	long mon;

	if (!week || sscanf(week, "%4d-%*1[Ww]%2d%n", &y, &w, &n) != 2 ||
	    (size_t)n != strlen(week) || n != 8 || y < 1 || w < 1)
		return -1;
	if (w > (week1_monday(y + 1) - week1_monday(y)) / 7)
		return -1;            /* W53 only in years that have one */
	mon = week1_monday(y) + 7L * (w - 1);
	iso_days_date(mon, from);
	iso_days_date(mon + 7, to);
	return 0;
}

int iso_week_of(const char *date, char week[9])
{
	long days, thursday, y;
	int m, d;

	if (iso_date_days(date, &days) < 0)
		return -1;
	thursday = days - weekday(days) + 3;   /* the week belongs to its Thursday's year */
	civil_from_days(thursday, &y, &m, &d);
	digits(week, ((y % 10000) + 10000) % 10000, 4);
	week[4] = '-';
	week[5] = 'W';
	digits(week + 6, (thursday - days_from_civil(y, 1, 1)) / 7 + 1, 2);
	week[8] = '\0';
	return 0;
}
