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

/* 1 when the message decoded and was extracted */
static int extract_one(GMimeMessage *msg, double *cpu, long *series, long *claims)
{
	struct mail m;
	struct buf reason = BUF_INIT;
	json_t *doc;
	double t0;
	char *raw;

	int done = 0;

	mail_init(&m);
	/* decode_message reads the raw bytes too (an empty message is refused): as import gives them */
	raw = g_mime_object_to_string(GMIME_OBJECT(msg), NULL);
	buf_adds(&m.raw, raw);
	g_free(raw);
	if (decode_message(msg, &m, &reason) == 0) {
		t0 = cpu_now();
		doc = extract_document(m.body.data ? m.body.data : "", m.body.len, "bench@b2100", NULL, NULL);
		*cpu += cpu_now() - t0;
		*series += (long)json_array_size(json_object_get(doc, "series"));
		*claims += (long)json_array_size(json_object_get(doc, "claims"));
		json_decref(doc);
		done = 1;
	}
	mail_release(&m);
	buf_release(&reason);
	return done;
}

int main(int argc, char **argv)
{
	GMimeStream *s;
	GMimeParser *parser;
	GMimeMessage *msg;
	double parse = 0, extract = 0, t0;
	long n = 0, done = 0, series = 0, claims = 0;
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
		done += extract_one(msg, &extract, &series, &claims);
		g_object_unref(msg);
	}
	g_object_unref(parser);
	g_object_unref(s);
	/* a message that does not decode is not measured: a run of none measured nothing */
	if (done < n) {
		fprintf(stderr, "extract-cpu: %ld of %ld messages did not decode\n", n - done, n);
		return 1;
	}
	printf("%ld %.4f %.4f %ld %ld\n", n, parse, extract, series, claims);
	return 0;
}
