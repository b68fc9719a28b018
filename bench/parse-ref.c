/* parse-ref.c: the machine's parsing reference: GMime reads every message of an mbox on N threads */
#include <fcntl.h>
#include <gmime/gmime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/*
 *   parse-ref MBOX THREADS
 *
 * The file is cut in THREADS parts at From_ lines after a blank line, and
 * each thread builds every message of its part with GMime's mbox parser, as
 * the import's parser threads do, and nothing else (no decoding, no rows).
 * Prints "MESSAGES SECONDS".  bench/b1300 adds a COPY of the import's rows
 * to make the reference the import is measured against.
 */
struct part {
	const char *path;
	off_t start, end;
	long messages;
};

static void *parse_part(void *arg)
{
	struct part *p = arg;
	int fd = open(p->path, O_RDONLY);
	GMimeStream *s = g_mime_stream_fs_new_with_bounds(fd, p->start, p->end);
	GMimeParser *parser = g_mime_parser_new_with_stream(s);
	GMimeMessage *m;

	g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX);
	g_mime_parser_set_respect_content_length(parser, TRUE);
	while (!g_mime_parser_eos(parser) && (m = g_mime_parser_construct_message(parser, NULL))) {
		p->messages++;
		g_object_unref(m);
	}
	g_object_unref(parser);
	g_object_unref(s);
	return NULL;
}

/* The first "\n\nFrom " at or after AT, the From_ line's offset; SIZE if none. */
static off_t cut_at(int fd, off_t at, off_t size)
{
	char buf[1 << 16];
	ssize_t n;

	while (at < size && (n = pread(fd, buf, sizeof(buf), at)) > 7) {
		char *p = memmem(buf, (size_t)n, "\n\nFrom ", 7);
		if (p)
			return at + (p - buf) + 2;
		at += n - 7;
	}
	return size;
}

int main(int argc, char **argv)
{
	struct part parts[64];
	pthread_t threads[64];
	struct timespec a, b;
	struct stat st;
	int fd, n, i;
	long total = 0;
	off_t start = 0;

	if (argc != 3 || (n = atoi(argv[2])) < 1 || n > 64 || (fd = open(argv[1], O_RDONLY)) < 0 ||
	    fstat(fd, &st) < 0) {
		fprintf(stderr, "usage: parse-ref MBOX THREADS (1 to 64)\n");
		return 2;
	}
	g_mime_init();
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++) {
		parts[i].path = argv[1];
		parts[i].start = start;
		parts[i].end = i == n - 1 ? st.st_size : cut_at(fd, st.st_size / n * (i + 1), st.st_size);
		parts[i].messages = 0;
		start = parts[i].end;
		pthread_create(&threads[i], NULL, parse_part, &parts[i]);
	}
	for (i = 0; i < n; i++) {
		pthread_join(threads[i], NULL);
		total += parts[i].messages;
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%ld %.4f\n", total, (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9);
	close(fd);
	return 0;
}
