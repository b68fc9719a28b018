# b1300-import-reference.sh: import against the machine's reference (parsing + COPY into bare tables) and public-inbox
#
# Inputs: ../shared/corpus/lists/io-uring.mbox.gz when it is there (10,000
# real messages), and 100,000 generated ones (x BENCH_SCALE).  For each, in
# one run, median of BENCH_RUNS (default 3):
#   reference   bench/parse-ref (GMime builds every message, on as many
#               threads as the import parses with) + a COPY of the rows the
#               import stored into tables with the same columns and
#               storage, no index, trigger or constraint, in one session
#               (the search vector copied as a value); printed beside it,
#               the same COPY with messages' search vector the generated
#               column it is, computed by the COPY
#   schedlore   import --no-extract, and import (extraction on), each into a
#               fresh database and timed until it exits: stored, searchable
#               (the GIN index's pending list merged), threaded and, with
#               extraction, extracted (extract --pending then finds nothing)
#   public-inbox (real list only) v2 without Xapian, one process adding
#               every message through its library; -L full once
# and the ratios the import is held to (docs/import-performance.md).
# BENCH_REAL=0 leaves the real list out (a quick run); BENCH_COUNT sets the
# number of generated messages.
runs=${BENCH_RUNS:-3}
# extraction on takes minutes at 100,000 and is the extraction issue's figure: once unless asked
xruns=${BENCH_RUNS_EXTRACT:-1}
threads=${SCHEDLORE_IMPORT_THREADS:-$(nproc)}
ref="$scratch/parse-ref"
cc -std=c11 -D_GNU_SOURCE -O2 -o "$ref" "$TOP/bench/parse-ref.c" \
	$(pkg-config --cflags --libs gmime-3.0) -lpthread || return 1

# The tables the rows go back into: the import's columns and storage, nothing
# else.  GENERATED=1: messages keeps its search vector as the generated column
# it is, so the COPY computes it (the second reference).
bare_tables() { # DB GENERATED
	psql -X -q -v ON_ERROR_STOP=1 -v gen="$2" "$base dbname=$1" <<-'SQL'
	SELECT :gen = 1 AS gen \gset
	DO $$ DECLARE t text; BEGIN
	FOR t IN SELECT unnest(ARRAY['messages', 'sources', 'message_lists', 'attachments',
		'message_keys', 'thread_nodes', 'threads', 'list_threads']) LOOP
		EXECUTE format('CREATE TABLE bare_%s (LIKE %I INCLUDING DEFAULTS INCLUDING STORAGE'
			' INCLUDING COMPRESSION)', t, t);
	END LOOP; END $$;
	\if :gen
	DROP TABLE bare_messages;
	CREATE TABLE bare_messages (LIKE messages INCLUDING DEFAULTS INCLUDING STORAGE
		INCLUDING COMPRESSION INCLUDING GENERATED);
	\endif
	SQL
}
bare_list="messages sources message_lists attachments message_keys thread_nodes threads list_threads"

# The messages' columns but the search vector.
mcols="id, message_id, content_id, subject, from_name, from_addr, date, date_offset, date_text,
 in_reply_to, refs, headers, body, raw, raw_sha256, created_at, quality, recovered, pgp_status"

# dump_rows DB: every table's rows in binary COPY form, for copy_once
dump_rows() {
	for t in $bare_list; do
		psql -X -q "$base dbname=$1" -c "\\copy (SELECT * FROM $t) TO '$scratch/b1300.$t' WITH (FORMAT binary)"
	done
	psql -X -q "$base dbname=$1" -c "\\copy (SELECT $(echo $mcols) FROM messages) TO '$scratch/b1300.bare' WITH (FORMAT binary)"
}

copy_once() { # GENERATED
	generated=$1
	drop_db b1300c
	fresh_db b1300c
	bare_tables b1300c "$generated"
	set --
	for t in $bare_list; do
		if [ "$t" = messages ] && [ "$generated" = 1 ]; then
			set -- "$@" -c "\\copy bare_messages ($(echo $mcols)) FROM '$scratch/b1300.bare' WITH (FORMAT binary)"
		else
			set -- "$@" -c "\\copy bare_$t FROM '$scratch/b1300.$t' WITH (FORMAT binary)"
		fi
	done
	psql -X -q -v ON_ERROR_STOP=1 "$base dbname=b1300c" -c "BEGIN" "$@" -c "COMMIT"
}

import_once() { # MBOX off|on
	drop_db b1300
	fresh_db b1300
	SCHEDLORE_DB="$base dbname=b1300" "$TOP/schedlore" import --quiet \
		$([ "$2" = off ] && echo --no-extract) "$1"
}

parse_once() { # MBOX: prints seconds
	"$ref" "$1" "$threads" | cut -d' ' -f2
}

median() {
	sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# public-inbox: installed here for the bench only (tools/deps.sh test does not)
pi_ready() {
	command -v public-inbox-init >/dev/null 2>&1 && return 0
	[ "$(id -u)" -eq 0 ] || { echo "public-inbox: not installed (as root: apt-get install public-inbox)"; return 1; }
	echo "+ apt-get install -y --no-install-recommends public-inbox"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends public-inbox >/dev/null 2>&1
}

pi_once() { # MBOX basic|full
	d="$scratch/pi.$2"
	rm -rf "$d"
	mkdir -p "$d/home"
	HOME="$d/home" PI_CONFIG="$d/config" public-inbox-init -V2 -L "$2" bench "$d/inbox" \
		http://example.org/bench bench@example.org >/dev/null 2>&1 || return 1
	HOME="$d/home" PI_CONFIG="$d/config" perl -MPublicInbox::Config -MPublicInbox::InboxWritable -e '
		my $ibx = PublicInbox::Config->new->lookup_name("bench");
		PublicInbox::InboxWritable->new($ibx)->import_mbox(\*STDIN, "mboxrd");' <"$1" >/dev/null 2>&1
}

pi_commands() {
	echo "public-inbox, as run (HOME and PI_CONFIG in a scratch folder):"
	echo "  public-inbox-init -V2 -L basic bench DIR http://example.org/bench bench@example.org"
	echo "  perl -MPublicInbox::Config -MPublicInbox::InboxWritable -e 'my \$ibx = PublicInbox::Config->new->lookup_name(\"bench\");"
	echo "    PublicInbox::InboxWritable->new(\$ibx)->import_mbox(\\*STDIN, \"mboxrd\");' <MBOX"
	echo "  (and -L full once: Xapian)"
}

# bench_input NAME MBOX REAL: every figure for one input
bench_input() {
	name=$1 mbox=$2 real=$3
	n=$(grep -c '^From ' "$mbox")
	mb=$(awk -v b="$(wc -c <"$mbox")" 'BEGIN { printf "%.1f", b / 1e6 }')
	echo "input: $name, $n messages, $mb MB; median of $runs runs each; load $(cut -d' ' -f1-3 /proc/loadavg)"
	parse_s=$(i=0; while [ $i -lt "$runs" ]; do parse_once "$mbox"; i=$((i + 1)); done | median)
	off_s=$(median_of "$runs" import_once "$mbox" off)
	dump_rows b1300
	copy_s=$(median_of "$runs" copy_once 0)
	copyg_s=$(median_of "$runs" copy_once 1)
	on_s=$(median_of "$xruns" import_once "$mbox" on)
	left=$(SCHEDLORE_DB="$base dbname=b1300" "$TOP/schedlore" extract --pending --json | sed 's/.*"messages":\([0-9]*\).*/\1/')
	pi_s= pif_s=
	if [ "$real" = 1 ] && pi_ready; then
		pi_s=$(median_of "$runs" pi_once "$mbox" basic)
		pif_s=$(seconds pi_once "$mbox" full)
	fi
	refs=$(awk -v p="$parse_s" -v c="$copy_s" 'BEGIN { print p + c }')
	refg=$(awk -v p="$parse_s" -v c="$copyg_s" 'BEGIN { print p + c }')
	printf '%-52s %9s %9s %8s\n' "" seconds msg/s MB/s
	row() { awk -v l="$1" -v s="$2" -v n="$n" -v mb="$mb" \
		'BEGIN { if (s > 0) printf "%-52s %9.2f %9.0f %8.1f\n", l, s, n / s, mb / s }'; }
	row "reference: GMime parsing on $threads threads" "$parse_s"
	row "reference: COPY of the same rows into bare tables" "$copy_s"
	row "reference: the two" "$refs"
	row "COPY, the search vector computed (generated column)" "$copyg_s"
	row "reference with the search vector computed" "$refg"
	row "schedlore import --no-extract" "$off_s"
	row "schedlore import (extraction on), median of $xruns" "$on_s"
	[ -n "$pi_s" ] && row "public-inbox -V2 -L basic (no Xapian)" "$pi_s"
	[ -n "$pif_s" ] && row "public-inbox -V2 -L full (Xapian), one run" "$pif_s"
	echo "after the import with extraction, extract --pending found $left messages left"
	echo "$name: import --no-extract / reference: $(ratio "$off_s" "$refs") x (goal: at most 1.5)"
	echo "$name: import --no-extract / reference with the search vector computed: $(ratio "$off_s" "$refg") x"
	echo "$name: import with extraction / reference: $(ratio "$on_s" "$refs") x (goal: at most 2; the extraction issue's)"
	if [ -n "$pi_s" ]; then
		echo "$name: public-inbox / import --no-extract: $(ratio "$pi_s" "$off_s") x faster (goal: at least 3)"
		echo "$name: public-inbox / import with extraction: $(ratio "$pi_s" "$on_s") x faster (goal: at least 2.5; the extraction issue's)"
	fi
	echo "load now: $(cut -d' ' -f1-3 /proc/loadavg)"
	drop_db b1300
	drop_db b1300c
	rm -f "$scratch"/b1300.*
}

real="$TOP/../shared/corpus/lists/io-uring.mbox.gz"
if [ "${BENCH_REAL:-1}" = 1 ] && [ -f "$real" ]; then
	gzip -dc "$real" >"$scratch/io-uring.mbox"
	pi_commands
	bench_input io-uring "$scratch/io-uring.mbox" 1
	rm -f "$scratch/io-uring.mbox"
else
	echo "no $real here: the real list is skipped"
fi
gen_n=${BENCH_COUNT:-$((100000 * ${BENCH_SCALE:-1}))}
python3 "$TOP/tests/lib/mkmbox.py" --count "$gen_n" --seed 1300 "$scratch/b1300.mbox"
bench_input "generated" "$scratch/b1300.mbox" 0
rm -f "$scratch/b1300.mbox"
