#!/bin/sh
# t6030-reconcile.sh: one post as an mbox entry, a pipermail page and flattened text is one message with three sources, figures extracted once
. "$TOP/tests/lib/test.sh"

ID=20040302191112.A1234@gamplex.bde.org
cat >one.mbox <<'MBOX'
From bde@zeta.org.au Tue Mar  2 08:11:12 2004
Message-ID: <20040302191112.A1234@gamplex.bde.org>
Date: Tue, 2 Mar 2004 19:11:12 +1100 (EST)
From: Bruce Evans <bde@zeta.org.au>
To: freebsd-current@freebsd.org
Subject: Re: buildworld times
In-Reply-To: <20040302.GA1@example.org>
References: <20040302.GA1@example.org>
List-Id: FreeBSD current <freebsd-current.freebsd.org>
Content-Type: text/plain; charset=us-ascii

On Mon, 1 Mar 2004, Someone wrote:

> buildworld on 5.2.1, SCHED_ULE:
>               Real            User            Sys
> -j 4          1688.14         2493.55         646.69
> -j 6          1690.02         2495.10         648.01

Erm, the above shows that 5.2.1+ULE is faster in wall time in all cases.
Mail me at bde@zeta.org.au if unsure.

Bruce
MBOX
# The other two copies are made from it as the archives make them: a
# pipermail page (no Message-ID, the address written "user at host", the
# date in UTC) and the page's text flattened onto one line with every <...>
# dropped (no Message-ID, no address).
python3 "$TOP/tests/lib/mkcopies.py" one.mbox page.html flat.txt

counts() {
	sql "SELECT count(*) || ' ' || (SELECT count(*) FROM sources) || ' ' || (SELECT count(*) FROM series) || ' ' || (SELECT count(*) FROM extractions) FROM messages"
}
n_series=

expect 'the mbox alone: one message and the figures of its table' '
	schedlore import --json one.mbox >out && grep -q "\"new\":1" out &&
	n=$(sql "SELECT count(*) FROM series") && test "$n" -ge 4 &&
	echo "$n" >n_series
'

expect 'the pipermail page of it (no Message-ID) joins it: one message, two sources, figures once' '
	schedlore import --json --list freebsd-current page.html >out &&
	grep -q "\"new\":0,\"duplicate\":1" out && grep -q "\"reconciled\":1" out &&
	expect_eq "$(counts)" "1 2 $(cat n_series) 1" &&
	expect_eq "$(sql "SELECT message_id FROM messages")" "$ID"
'

expect 'the flattened text of it joins too: three sources, each with what it lost' '
	schedlore import --json --list freebsd-current flat.txt >out &&
	grep -q "\"reconciled\":1" out &&
	expect_eq "$(counts)" "1 3 $(cat n_series) 1" &&
	expect_eq "$(sql "SELECT string_agg(format || '"':'"' || array_to_string(lost, '"','"'), '"' '"' ORDER BY id) FROM sources")" \
		"mbox: html:headers,Message-ID text-flat:headers,line structure,Message-ID"
'

expect 'the fields stay the best source'"'"'s (the mbox): headers, address, line structure' '
	expect_eq "$(sql "SELECT from_addr || '"' '"' || quality || '"' '"' || recovered || '"' '"' || in_reply_to FROM messages")" \
		"bde@zeta.org.au 3 false 20040302.GA1@example.org" &&
	sql "SELECT body FROM messages" | grep -qx "Bruce"
'

expect 're-importing any of the three changes nothing' '
	schedlore import --json --list freebsd-current one.mbox page.html flat.txt >out &&
	grep -q "\"new\":0,\"duplicate\":3" out &&
	expect_eq "$(counts)" "1 3 $(cat n_series) 1" &&
	expect_eq "$(sql "SELECT count(*) FROM message_aliases")" 2
'

expect 'the other order (flattened, page, then the mbox) ends the same: the mbox'"'"'s Message-ID, three sources' '
	sql "TRUNCATE messages, message_aliases, extractions CASCADE" >/dev/null &&
	schedlore import --json --list freebsd-current flat.txt >out && grep -q "\"new\":1" out &&
	schedlore import --json --list freebsd-current page.html >out && grep -q "\"reconciled\":1" out &&
	expect_eq "$(sql "SELECT quality || '"' '"' || content_id FROM messages")" "2 true" &&
	schedlore import --json one.mbox >out && grep -q "\"reconciled\":1" out &&
	expect_eq "$(counts)" "1 3 $(cat n_series) 1" &&
	expect_eq "$(sql "SELECT message_id || '"' '"' || quality || '"' '"' || from_addr FROM messages")" "$ID 3 bde@zeta.org.au"
'

expect 'the post page lists the three sources and what each lost' '
	schedlore render "/freebsd-current/$ID/" >page.out &&
	grep -q "sources (3)" page.out && grep -q "page.html" page.out && grep -q "flat.txt" page.out &&
	grep -q "line structure" page.out && xmllint --noout page.out
'

expect 'another post by the same author on the same day with another body stays apart' '
	sed "s/faster in wall time/slower in wall time/" flat.txt >flat2.txt &&
	schedlore import --json --list freebsd-current flat2.txt >out && grep -q "\"new\":1" out &&
	grep -q "\"reconciled\":0" out && expect_eq "$(sql "SELECT count(*) FROM messages")" 2
'

done_testing
