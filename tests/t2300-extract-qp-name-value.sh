#!/bin/sh
# t2300-extract-qp-name-value.sh: kern.hz=200, preempt_thresh=224 and min=25 are text, not quoted-printable residue; 004's residue still decoded
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"
. "$TOP/tests/lib/extract-corpus.sh"

# A post whose transfer encoding was lost: "=20" ends some lines and "=A0"
# stands for a no-break space, beside settings written as name=value in a
# heading, in prose, in a table's footnotes and in schbench output.
post_body() {
	cat <<'EOF'
Here are the buildworld times with SCHED_ULE, kern.hz=200:=20
-j2:  1210.50 real  2100.11 user  300.02 sys
-j4:   800.25 real  2150.00 user  320.90 sys
=20
Before each run I set sysctl kern.sched.preempt_thresh=224 on the box=20
with=A0 4 cores; the best wakeup had min=25, the worst max=1185.

make buildkernel
M200:  610.50 real  1100.11 user  150.02 sys
M1000:  590.25 real  1150.00 user  160.90 sys

M200 = noatime /usr, kern.hz=200
M1000 = noatime /usr, kern.hz=1000

Latency percentiles (usec)=20
	50.0000th: 29
	min=25, max=1185
EOF
}

# the JSON of `schedlore show`, and a Python expression over it (S: its series)
show_json() { # MESSAGE-ID EXPRESSION
	schedlore show "$1" --json >shown.json &&
	python3 - shown.json "$2" <<'PY'
import json, sys
S = json.load(open(sys.argv[1]))["series"]
def p(s, k):
    v = s["params"].get(k)
    return v["text"] if isinstance(v, dict) else v
def vals(s):
    return [v["text"] for v in s.get("values", [])]
if not eval(sys.argv[2]):
    for s in S:
        print(json.dumps(s))
    sys.exit(1)
PY
}

# what every copy of the post must give: hz=200 under the heading and from
# the footnote, min 25 from schbench
FIGURES='[p(s, "hz") for s in S if p(s, "jobs")] == ["200"] * 6 and sorted({p(s, "hz") for s in S if p(s, "variant")}) == ["1000", "200"] and [s["summary"]["min"]["text"] for s in S if s["metric"] == "latency"] == ["25"]'

expect 'a heading with kern.hz=200 gives the series hz 200 (its "=20" is no residue)' '
	xtext hz <<EOF
make buildworld with SCHED_ULE, kern.hz=200:
-j2:  1210.50 real  2100.11 user  300.02 sys
-j4:   800.25 real  2150.00 user  320.90 sys
EOF
	xjson hz "len(S) == 6 and all(p(s, \"hz\") == \"200\" for s in S)"
'

expect 'footnotes defining kern.hz=200 and kern.hz=1000 give each row its hz' '
	post_body | sed -n "/^make buildkernel/,/^M1000 = /p" >fn.txt &&
	xjson fn "[(p(s, \"variant\"), p(s, \"hz\")) for s in S[::3]] == [(\"M200\", \"200\"), (\"M1000\", \"1000\")]"
'

expect 'the whole post with its residue, extracted as text: every name=value figure kept' '
	post_body >post.txt &&
	xjson post "$FIGURES"
'

expect 'mailed without Content-Transfer-Encoding: the stored text keeps name=value, the figures are read' '
	{ printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <qp.mbox@t2300>\nFrom: Ann <a@b>\nSubject: hz\n\n" &&
	  post_body; } >post.mbox &&
	schedlore import --json post.mbox >out && grep -q "\"new\":1" out &&
	sql "SELECT body FROM messages WHERE message_id = '"'"'qp.mbox@t2300'"'"'" >body &&
	grep -q "SCHED_ULE, kern.hz=200:=20$" body &&
	grep -q "sysctl kern.sched.preempt_thresh=224 on" body &&
	grep -q "the best wakeup had min=25, the worst" body &&
	show_json qp.mbox@t2300 "$FIGURES"
'

expect 'a headerless text file: its residue decoded, kern.hz=200, preempt_thresh=224 and min=25 kept' '
	{ printf "Re: hz and preemption\n\n" && post_body; } >headerless.txt &&
	schedlore import --list freebsd-current --json headerless.txt >out && grep -q "\"new\":1" out &&
	sql "SELECT body FROM messages WHERE subject = '"'"'Re: hz and preemption'"'"'" >body &&
	! grep -q "=20 *$" body && ! grep -q "=A0" body &&
	grep -qx "Here are the buildworld times with SCHED_ULE, kern.hz=200: " body &&
	grep -qx "Before each run I set sysctl kern.sched.preempt_thresh=224 on the box " body &&
	grep -qx "with$(printf "\302\240") 4 cores; the best wakeup had min=25, the worst max=1185." body &&
	grep -qx "M200 = noatime /usr, kern.hz=200" body &&
	printf "\tmin=25, max=1185\n" >want && grep -qxF -f want body &&
	show_json "$(sql "SELECT message_id FROM messages WHERE subject = '"'"'Re: hz and preemption'"'"'")" "$FIGURES"
'

expect 'corpus 004 (page text) still decoded and held to its golden figures' '
	schedlore import --json "$TOP/data/sample/004_c2aeaed35bcc53fb.txt" >out && grep -q "\"new\":1" out &&
	M4=1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com &&
	sql "SELECT body FROM messages WHERE message_id = '"'"'$M4'"'"'" >body &&
	! grep -q "=20\|=A0" body && grep -qx "httpd: 1.66%" body &&
	LC_ALL=C grep -q "^> with.. 1 core enabled.$" body &&
	golden 004 "$M4"
'

done_testing
