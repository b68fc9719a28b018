/* replay.c: main() for a fuzz target built without libFuzzer: each file (or folder of files) once */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../../core/buf.h"
#include "../../core/banned.h"

/*
 * make check replays every committed seed, crash reproducers included,
 * through the same target code, built by the ordinary compiler into the
 * ordinary (or SANITIZE=1) library: a fixed crash stays fixed without clang
 * or a fuzzing run.  Prints "replayed N inputs".
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path)
{
	struct buf b = BUF_INIT;
	char chunk[65536];
	size_t n;
	FILE *fp = fopen(path, "rb");
	uint8_t *copy;

	if (!fp) {
		fprintf(stderr, "replay: unable to open '%s'\n", path);
		return -1;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	/* an exact-size copy, so that ASan sees a read past the end as libFuzzer would */
	copy = malloc(b.len ? b.len : 1);
	memcpy(copy, b.data, b.len);
	LLVMFuzzerTestOneInput(copy, b.len);
	free(copy);
	buf_release(&b);
	return 0;
}

static int replay(const char *path, int *count)
{
	struct dirent **names;
	struct stat st;
	int n, i, ret = 0;

	if (stat(path, &st) < 0) {
		fprintf(stderr, "replay: no such file '%s'\n", path);
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		(*count)++;
		return replay_file(path);
	}
	n = scandir(path, &names, NULL, alphasort);
	for (i = 0; i < n; i++) {
		struct buf sub = BUF_INIT;

		if (names[i]->d_name[0] != '.') {
			buf_addf(&sub, "%s/%s", path, names[i]->d_name);
			if (replay(sub.data, count) < 0)
				ret = -1;
		}
		buf_release(&sub);
		free(names[i]);
	}
	free(names);
	return n < 0 ? -1 : ret;
}

int main(int argc, char **argv)
{
	int i, count = 0, ret = 0;

	for (i = 1; i < argc; i++)
		if (replay(argv[i], &count) < 0)
			ret = 1;
	printf("replayed %d inputs\n", count);
	return ret;
}
