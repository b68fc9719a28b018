# b4000-digest.sh: digest of a 3,000-post week and of a year of 150,000 posts (a January and 11 SQL copies), against psql reading the same rows
week_n=3000
year_n=$(awk -v s="${BENCH_SCALE:-1}" 'BEGIN { printf "%d", 150000 * s }')
runs=5
gen="$TOP/bench/b4000-gen.py"
python3 "$gen" --count "$week_n" --start 2007-10-15 --days 7 --seed 1 --list lkml-week "$scratch/week.mbox"
drop_db bdigest
fresh_db bdigest
export SCHEDLORE_DB="$base dbname=bdigest"
"$TOP/schedlore" import --quiet "$scratch/week.mbox" >/dev/null
psql -X -q "$SCHEDLORE_DB" -c "VACUUM ANALYZE" >/dev/null
# The year in its own database, made as bench/webdb.sh makes the web's: importing 150,000 posts with
# extraction takes hours on the shared machine, so a January of year_n / 12 posts is imported for real
# and eleven SQL copies of it, copy k moved k months on, make the year.  The copies carry no figures,
# so the year's benchmark threads are January's.
. "$TOP/bench/webdb.sh"
python3 "$gen" --count $((year_n / 12)) --start 2007-01-01 --days 31 --seed 2 --list lkml-year "$scratch/year.mbox"
drop_db bdigesty
fresh_db bdigesty
SCHEDLORE_DB="$base dbname=bdigesty" "$TOP/schedlore" import --quiet "$scratch/year.mbox" >/dev/null
webdb_copy bdigesty 11

# The reference: psql reading the period's rows (the columns the model reads), to /dev/null.
ref_rows() { # LIST FROM TO
	psql -X -q -A -t "$SCHEDLORE_DB" -o /dev/null -c "SELECT m.id, m.message_id, m.subject, m.from_name, m.from_addr, m.date, m.in_reply_to, m.refs, octet_length(m.raw) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE l.name = '$1' AND m.date >= '$2' AND m.date < '$3' ORDER BY m.date"
}
digest() { "$TOP/schedlore" digest --quiet "$@" -o "$scratch/out"; }

# One timed run with --timing, for the split between database, cmark and our code.
split() { # ARGS...: "db% cmark% ours%"
	"$TOP/schedlore" digest --quiet --timing "$@" -o "$scratch/out" 2>&1 |
		sed -n 's/.*database [0-9.]* s (\([0-9]*\) %), cmark [0-9.]* s (\([0-9]*\) %), schedlore [0-9.-]* s (\([0-9-]*\) %).*/\1 \2 \3/p'
}

row() { # LABEL POSTS SECONDS REF SPLIT
	echo "$1|$2|$3|$4|$5" | awk -F'|' '{ split($5, s, " ");
		printf "%-30s %7d %9.3f %9.1f %9.3f %6.1f x   %3s%% %3s%% %3s%%\n",
		$1, $2, $3, $3 * 1e6 / $2, $4, ($4 > 0 ? $3 / $4 : 0), s[1], s[2], s[3] }'
}

wk_ref=$(median_of $runs ref_rows lkml-week 2007-10-15 2007-10-22)
wk_md=$(median_of $runs digest --list lkml-week --week 2007-W42)
wk_html=$(median_of $runs digest --list lkml-week --week 2007-W42 --format html)
wk_text=$(median_of $runs digest --list lkml-week --week 2007-W42 --format text --posts all)
wk_mime=$(median_of $runs digest --list lkml-week --week 2007-W42 --format mime --posts all)
wk_md_s=$(split --list lkml-week --week 2007-W42)
wk_html_s=$(split --list lkml-week --week 2007-W42 --format html)
wk_text_s=$(split --list lkml-week --week 2007-W42 --format text --posts all)
wk_mime_s=$(split --list lkml-week --week 2007-W42 --format mime --posts all)
export SCHEDLORE_DB="$base dbname=bdigesty"
yr_ref=$(median_of 3 ref_rows lkml-year 2007-01-01 2008-01-01)
yr_html=$(median_of 3 digest --list lkml-year --from 2007-01-01 --to 2007-12-31 --format html)
yr_md=$(median_of 3 digest --list lkml-year --from 2007-01-01 --to 2007-12-31)
yr_n=$(psql -X -A -t "$SCHEDLORE_DB" -c "SELECT count(*) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE l.name = 'lkml-year' AND m.date >= '2007-01-01' AND m.date < '2008-01-01'")

echo "input: a week of $week_n posts (2007-W42) and a year of $yr_n posts (generated); median of $runs (week) and 3 (year) runs"
echo "reference: psql reading the same rows of the period to /dev/null"
printf '%-30s %7s %9s %9s %9s %8s   %4s %4s %4s\n' "" posts seconds "us/post" "ref s" ratio "db" cmark ours
row "week, Markdown" "$week_n" "$wk_md" "$wk_ref" "$wk_md_s"
row "week, HTML" "$week_n" "$wk_html" "$wk_ref" "$wk_html_s"
row "week, RFC 1153, all posts" "$week_n" "$wk_text" "$wk_ref" "$wk_text_s"
row "week, MIME, all posts" "$week_n" "$wk_mime" "$wk_ref" "$wk_mime_s"
row "year, Markdown" "$yr_n" "$yr_md" "$yr_ref" "$(split --list lkml-year --from 2007-01-01 --to 2007-12-31)"
row "year, HTML" "$yr_n" "$yr_html" "$yr_ref" "$(split --list lkml-year --from 2007-01-01 --to 2007-12-31 --format html)"
unset SCHEDLORE_DB
drop_db bdigest
drop_db bdigesty
