#!/bin/sh
# t1030-import-formats.sh: gzip, Maildir, mboxcl2, HTML pages (MHonArc-made, marc, pipermail); better sources improve fields
. "$TOP/tests/lib/test.sh"

F=$TOP/tests/fixtures/html
q() { sql "SELECT $1 FROM messages WHERE message_id = '$2'"; }
lists_of() {
	sql "SELECT string_agg(l.name, ',' ORDER BY l.name) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE m.message_id = '$1'"
}
ID=20050506223224.GA22379@xor.obsecurity.org
cat >one.mbox <<'MBOX'
From kris@obsecurity.org Fri May  6 22:32:24 2005
Message-ID: <20050506223224.GA22379@xor.obsecurity.org>
Date: Fri, 6 May 2005 15:32:24 -0700
From: Kris Kennaway <kris@obsecurity.org>
To: current@FreeBSD.org
Subject: Re: Benchmarking mpsafevfs <ULE> & 4BSD
In-Reply-To: <20050506183529.GA46411@xor.obsecurity.org>
References: <20050506183529.GA46411@xor.obsecurity.org>
List-Id: FreeBSD current <freebsd-current.freebsd.org>
Content-Type: text/plain; charset=us-ascii

> Here are my benchmark numbers
N Min Max Median Avg Stddev
x 9 2.43 2.5 2.46 2.4644444 0.022973415

Kris
MBOX

expect 'MHonArc (run here) makes a page; it imports with its header fields and body, navigation dropped' '
	command -v mhonarc >/dev/null || { echo "mhonarc is not installed (tools/deps.sh test)"; exit 1; }
	mkdir -p mh && mhonarc -quiet -outdir mh one.mbox >/dev/null 2>&1 &&
	test -f mh/msg00000.html &&
	schedlore import --json mh/msg00000.html >out && grep -q "\"new\":1" out &&
	expect_eq "$(q "subject || '"' / '"' || from_name || '"' / '"' || from_addr || '"' / '"' || date" $ID)" \
		"Re: Benchmarking mpsafevfs <ULE> & 4BSD / Kris Kennaway / kris@obsecurity.org / 2005-05-06 22:32:24+00" &&
	expect_eq "$(q in_reply_to $ID)" 20050506183529.GA46411@xor.obsecurity.org &&
	expect_eq "$(lists_of $ID)" freebsd-current &&
	expect_eq "$(q "quality || '"' '"' || recovered" $ID)" "2 true" &&
	q body $ID >body && grep -qx "x 9 2.43 2.5 2.46 2.4644444 0.022973415" body &&
	grep -qx "> Here are my benchmark numbers" body && ! grep -qi "index\|Thread" body &&
	expect_eq "$(sql "SELECT format FROM sources")" html
'

extracted() { sql "SELECT e.extracted_at > i.started_at FROM extractions e JOIN messages m ON m.id = e.message, imports i WHERE m.message_id = '$1' AND i.id = (SELECT max(id) FROM imports)"; }
spans() { sql "SELECT string_agg(substr(convert_to(m.body, 'UTF8'), s.span_start + 1, s.span_end - s.span_start)::text, ',' ORDER BY s.ord) FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = '$1'"; }

expect 'the mbox copy imported after the page improves the stored fields; the page stays a source' '
	spans $ID >page.spans && test -s page.spans &&
	schedlore import --json one.mbox >out && grep -q "\"duplicate\":1" out &&
	expect_eq "$(extracted $ID)" t && spans $ID >mbox.spans && cmp page.spans mbox.spans &&
	expect_eq "$(q "quality || '"' '"' || recovered" $ID)" "3 false" &&
	expect_eq "$(sql "SELECT string_agg(format, '"','"' ORDER BY format) FROM sources")" html,mbox &&
	expect_eq "$(sql "SELECT count(*) FROM message_conflicts")" 0
'

expect 'the page imported again never degrades them' '
	cp mh/msg00000.html again.html &&
	schedlore import --json again.html >out && grep -q "\"duplicate\":1" out &&
	expect_eq "$(q "quality || '"' '"' || recovered" $ID)" "3 false" &&
	expect_eq "$(sql "SELECT count(*) FROM sources")" 3
'

expect 'with --no-extract the better copy leaves the message pending; extract --pending extracts its text' '
	sql "TRUNCATE messages CASCADE" &&
	schedlore import --json again.html >out && grep -q "\"new\":1" out &&
	expect_eq "$(sql "SELECT count(*) FROM extractions")" 1 &&
	schedlore import --no-extract --json one.mbox >out && grep -q "\"duplicate\":1" out &&
	expect_eq "$(q "quality" $ID) $(sql "SELECT count(*) FROM extractions")" "3 0" &&
	schedlore extract --pending --json >out && grep -q "\"messages\":1" out &&
	expect_eq "$(extracted $ID)" t && spans $ID >pending.spans && cmp page.spans pending.spans
'

expect 'a marc.info page (fixture written from its documented structure)' '
	schedlore import --json "$F/marc.html" >out && grep -q "\"new\":1" out &&
	M=20070917112707.GA24583@elte.hu &&
	expect_eq "$(q "subject || '"' / '"' || from_name || '"' / '"' || from_addr || '"' / '"' || date" $M)" \
		"Re: pipe-test on cfs-devel / Ingo Molnar / mingo@elte.hu / 2007-09-17 11:27:07+00" &&
	expect_eq "$(lists_of $M)" linux-kernel &&
	q body $M >body && grep -qx "> 2 9.27 8.47 8.55" body && ! grep -q "prev in list\|Configure" body
'

expect 'a pipermail page (fixture written from its documented structure)' '
	schedlore import --json "$F/pipermail.html" >out && grep -q "\"new\":1" out &&
	expect_eq "$(sql "SELECT subject || '"' / '"' || from_name || '"' / '"' || from_addr || '"' / '"' || date FROM messages WHERE from_name = '"'Bruce Evans'"'")" \
		"Re: buildworld times / Bruce Evans / bde@zeta.org.au / 2004-03-02 08:11:12+00" &&
	sql "SELECT body FROM messages WHERE from_name = '"'Bruce Evans'"'" >body &&
	grep -q "^> -j 4          1688.14" body && ! grep -q "Previous message\|sorted by" body
'

expect 'a gzip-compressed mbox (pipermail .txt.gz) imports like the mbox' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 50 --seed 3 g.mbox && gzip -c g.mbox >2007-October.txt.gz &&
	schedlore import --json 2007-October.txt.gz >out && grep -q "\"new\":50" out &&
	expect_eq "$(sql "SELECT count(*) FROM sources WHERE format = '"'mbox.gz'"' AND path LIKE '"'%.txt.gz'"'")" 50
'

expect 'a truncated gzip file: what inflated is imported, the damage reported' '
	head -c 3000 2007-October.txt.gz >cut.gz &&
	set +e; schedlore import --json cut.gz >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "cut.gz\",\"offset\":0,\"message_id\":null,\"reason\":\"truncated gzip" out
'

expect 'a Maildir: cur/ and new/ are read, tmp/ is not' '
	mkdir -p md/cur md/new md/tmp &&
	printf "Message-ID: <md.1@t>\nFrom: a@b\nSubject: in cur\n\ncur body\n" >md/cur/1.host:2,S &&
	printf "Return-Path: <a@b>\nMessage-ID: <md.2@t>\nSubject: in new\n\nnew body\n" >md/new/2.host &&
	printf "Message-ID: <md.3@t>\nSubject: being delivered\n\nx\n" >md/tmp/3.host &&
	schedlore import --json --list maildir-test md >out && grep -q "\"new\":2" out &&
	expect_eq "$(sql "SELECT string_agg(m.message_id || '"' '"' || s.format, '"','"' ORDER BY 1) FROM messages m JOIN sources s ON s.message = m.id WHERE m.message_id LIKE '"'md.%'"'")" "md.1@t maildir,md.2@t maildir"
'

expect 'mboxcl2: Content-Length frames a body with an unescaped From line' '
	body="first line\n\nFrom the numbers, ULE wins.\n" &&
	len=$(printf "$body" | wc -c) &&
	{ printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <cl.1@t>\nSubject: cl2\nContent-Length: $len\n\n$body\n";
	  printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <cl.2@t>\nSubject: next\nContent-Length: 5\n\nnext\n\n"; } >cl2.mbox &&
	schedlore import --json cl2.mbox >out && grep -q "\"new\":2,\"duplicate\":0,\"rejected\":0" out &&
	sql "SELECT body FROM messages WHERE message_id = '"'cl.1@t'"'" | grep -qx "From the numbers, ULE wins."
'

done_testing
