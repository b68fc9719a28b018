# Makefile: build schedlore, run it, test it, fuzz it, benchmark it
#
#   make          build ./schedlore
#   make run      build, start the embedded PostgreSQL, import data/sample, make a
#                 local admin (its password printed once), serve localhost:$(PORT)
#                 with a local agent registered as this machine (tools/run-serve.sh)
#   make check    every test; ends with the line "N passed, N failed"
#   make fuzz     libFuzzer targets (FUZZ_SECONDS each, default 60)
#   make fuzz-ci  the same targets as CI runs them: tests/fuzz/ci-runs executions, seed 1
#   make bench    benchmarks, each against a reference measured in the same run
#
# Sources are found by folder: a new file in core/, ingest/, cmd/ ... is built
# without touching this file; a new tests/unit/test-*.c or tests/fuzz/fuzz-*.c
# becomes a test or fuzz target the same way.

PKGS := libmicrohttpd libpq libcmark-gfm libxml-2.0 gmime-3.0 gpgme jansson libcurl libsodium zlib
PART_DIRS := core ingest ingest/extract ingest/claims ingest/report cmd server digest harness

CC ?= cc
PORT ?= 8080
CFLAGS ?= -O2 -g
WARN := -Wall -Wextra -Wno-unused-parameter -Wshadow -Wstrict-prototypes
ifeq ($(CI),true)
WARN += -Werror
endif
ifeq ($(SANITIZE),1)
# (gcc's "undefined" leaves out float-cast-overflow: a huge number from a post
# cast to an integer; it is asked for by name)
CFLAGS += -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=undefined,float-cast-overflow -fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined,float-cast-overflow
# LeakSanitizer on: tools/lsan.supp is where one-time allocations of GLib,
# GMime or gpgme would be let through; see docs/reliability.md
export ASAN_OPTIONS ?= detect_leaks=1:abort_on_error=1:quarantine_size_mb=16
export LSAN_OPTIONS ?= suppressions=$(CURDIR)/tools/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS ?= print_stacktrace=1:halt_on_error=1
endif
# `make check SANITIZE=1 [TESTS="t8000 test-"]` runs tools/check-sanitize.sh: the
# sanitized build and suite in a copy (build-sanitize/tree/), this tree's build left alone.
SANITIZE_COPY := $(if $(filter 1,$(SANITIZE)),$(if $(filter check,$(MAKECMDGOALS)),1))
# A build is plain or sanitized throughout: switching flavour starts afresh,
# so a sanitized ./schedlore never survives into a plain build or back.
FLAVOUR := $(if $(filter 1,$(SANITIZE)),sanitize,plain)
ifneq ($(SANITIZE_COPY),1)
$(shell [ "$$(cat build/.flavour 2>/dev/null)" = "$(FLAVOUR)" ] || \
	{ rm -rf build/*.a build/core build/ingest build/cmd build/server build/digest build/harness build/tests build/replay schedlore; \
	  mkdir -p build; echo $(FLAVOUR) > build/.flavour; })
endif

PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lm
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) $(PKG_CFLAGS) -Ibuild -MMD -MP

SRC := $(foreach d,$(PART_DIRS),$(wildcard $(d)/*.c))
LIB_SRC := $(filter-out cmd/main.c,$(SRC))
LIB_OBJ := $(patsubst %.c,build/%.o,$(LIB_SRC)) build/sql-migrations.o build/templates.o
UNIT_SRC := $(wildcard tests/unit/test-*.c)
UNIT_BIN := $(patsubst tests/unit/%.c,build/tests/%,$(UNIT_SRC))
FUZZ_SRC := $(wildcard tests/fuzz/fuzz-*.c)
FUZZ_BIN := $(patsubst tests/fuzz/%.c,build/fuzz/%,$(FUZZ_SRC))
REPLAY_BIN := $(patsubst tests/fuzz/%.c,build/replay/%,$(FUZZ_SRC))
SQL := $(sort $(wildcard sql/*.sql))
TEMPLATES := $(sort $(wildcard templates/*.html))

# The packages go in before anything compiles: PKG_CFLAGS is read when make
# starts, so the build runs in a make started after the install (as run and
# check do); with -j, a compiler started beside apt-get found no glib.h.
all: deps-build
	@$(MAKE) --no-print-directory schedlore

deps-build:
	@tools/deps.sh build

schedlore: build/cmd/main.o build/libschedlore.a
	$(CC) $(LDFLAGS) -o $@ $^ $(PKG_LIBS)

build/libschedlore.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

build/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Migrations are compiled in, so the binary migrates wherever it runs.
build/sql-migrations.c: $(SQL) tools/embed-sql.sh
	@mkdir -p build
	tools/embed-sql.sh $(SQL) > $@

build/sql-migrations.o: build/sql-migrations.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# So are the page templates: the server parses them once at start-up and
# reads no file to render (server/template.h, docs/web.md).
build/templates.c: $(TEMPLATES) tools/embed-templates.sh
	@mkdir -p build
	tools/embed-templates.sh $(TEMPLATES) > $@

build/templates.o: build/templates.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

build/tests/%: tests/unit/%.c build/libschedlore.a
	@mkdir -p build/tests
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< build/libschedlore.a $(PKG_LIBS)

unit: $(UNIT_BIN)

# Each fuzz target again, with the ordinary compiler and a main() that replays
# files: make check runs every committed seed and crash reproducer through it.
build/replay/%: tests/fuzz/%.c tests/fuzz/replay.c build/libschedlore.a
	@mkdir -p build/replay
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< tests/fuzz/replay.c build/libschedlore.a $(PKG_LIBS)

replay: $(REPLAY_BIN)

run: deps-run
	@$(MAKE) --no-print-directory schedlore
	./schedlore db start
	./schedlore import data/sample/00[0234]_*.txt && ./schedlore import --list freebsd-current data/sample/001_*.txt
	@tools/run-tail.sh
	@./schedlore user add admin --role admin --if-missing
	@tools/run-serve.sh $(PORT)

deps-run:
	@tools/deps.sh run

check: deps-test
ifeq ($(SANITIZE_COPY),1)
	@tools/check-sanitize.sh $(TESTS)
else
	@$(MAKE) --no-print-directory schedlore unit replay
	@tests/run
endif

deps-test:
	@tools/deps.sh test

# libFuzzer wants clang; the targets link the library built again with sanitizers.
# undefined behaviour stops the target like a crash, so its input is kept
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CFLAGS = -std=c11 -D_GNU_SOURCE -g -O1 $(FUZZ_SAN) $(PKG_CFLAGS) -Ibuild -MMD -MP
FUZZ_SECONDS ?= 60
# The library is built once with the sanitizers and coverage hooks
# (fuzzer-no-link), then each target links it with libFuzzer's main.
FUZZ_LIB_OBJ = $(patsubst %.c,build/fuzz-obj/%.o,$(filter-out cmd/%,$(LIB_SRC)) build/sql-migrations.c build/templates.c)
build/fuzz-obj/%.o: %.c
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

build/fuzz-obj/libfuzz.a: $(FUZZ_LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

build/fuzz/%: tests/fuzz/%.c build/fuzz-obj/libfuzz.a
	@mkdir -p build/fuzz
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< build/fuzz-obj/libfuzz.a $(PKG_LIBS)

fuzz: deps-test $(FUZZ_BIN)
	@tools/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_BIN)

# CI's fuzz stage: the executions of tests/fuzz/ci-runs from seed 1, the same run everywhere
fuzz-ci: deps-test $(FUZZ_BIN)
	@tools/fuzz.sh --ci $(FUZZ_BIN)

bench: deps-test
	@$(MAKE) --no-print-directory schedlore
	@bench/run $(BENCH)

clean:
	rm -rf build schedlore

.PHONY: all deps-build deps-run deps-test unit replay run check fuzz fuzz-ci bench clean
-include $(shell find build -name '*.d' 2>/dev/null)
