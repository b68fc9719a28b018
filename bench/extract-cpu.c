/* extract-cpu.c: CPU time of extraction plus claims per message, beside GMime's parse of the same messages */
#include <fcntl.h>
#include <gmime/gmime.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../ingest/decode.h"
#include "../ingest/extract/figures.h"

/*
 *   extract-cpu MBOX
 *
 * One thread reads every message of MBOX with GMime's mbox parser (the
 * reference: the CPU time of building the messages), decodes each as the
 * import does (not counted), and runs extraction and claim recognition on
 * its body as `schedlore extract --text` does (the figure measured).  Prints
 * "MESSAGES PARSE_SECONDS EXTRACT_SECONDS SERIES CLAIMS", CPU seconds of
 * this thread.
 */
static double cpu_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void extract_one(GMimeMessage *msg, double *cpu, long *series, long *claims)
{
	struct mail m;
	struct buf reason = BUF_INIT;
	json_t *doc;
	double t0;

	mail_init(&m);
	if (decode_message(msg, &m, &reason) == 0) {
		t0 = cpu_now();
		doc = extract_document(m.body.data ? m.body.data : "", m.body.len, "bench@b2100", NULL, NULL);
		*cpu += cpu_now() - t0;
		*series += (long)json_array_size(json_object_get(doc, "series"));
		*claims += (long)json_array_size(json_object_get(doc, "claims"));
		json_decref(doc);
	}
	mail_release(&m);
	buf_release(&reason);
}

int main(int argc, char **argv)
{
	GMimeStream *s;
	GMimeParser *parser;
	GMimeMessage *msg;
	double parse = 0, extract = 0, t0;
	long n = 0, series = 0, claims = 0;
	int fd;

	if (argc != 2 || (fd = open(argv[1], O_RDONLY)) < 0) {
		fprintf(stderr, "usage: extract-cpu MBOX\n");
		return 2;
	}
	g_mime_init();
	s = g_mime_stream_fs_new(fd);
	parser = g_mime_parser_new_with_stream(s);
	g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX);
	g_mime_parser_set_respect_content_length(parser, TRUE);
	for (;;) {
		t0 = cpu_now();
		msg = g_mime_parser_eos(parser) ? NULL : g_mime_parser_construct_message(parser, NULL);
		parse += cpu_now() - t0;
		if (!msg)
			break;
		n++;
		extract_one(msg, &extract, &series, &claims);
		g_object_unref(msg);
	}
	g_object_unref(parser);
	g_object_unref(s);
	printf("%ld %.4f %.4f %ld %ld\n", n, parse, extract, series, claims);
	return 0;
}
