#!/bin/sh
# t1000-import-corpus.sh: the five damaged corpus posts import with what their text carries
. "$TOP/tests/lib/test.sh"

s=$TOP/data/sample
q() { sql "SELECT $1 FROM messages WHERE message_id = '$2'"; }
lists_of() {
	sql "SELECT string_agg(l.name, ',' ORDER BY l.name) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE m.message_id = '$1'"
}
M0=4718815C.9050102@activnetworks.com
M2=20050506223224.GA22379@xor.obsecurity.org
M3=20070917194342.GB20271@1wt.eu
M4=1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com

expect 'the four posts with header text import; the bare body is refused without --list' '
	set +e; schedlore import --json "$s" >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"new\":4" out && grep -q "\"rejected\":1" out &&
	grep -q "001_21f7a88bf55acfb3.txt.*give --list" err
'

expect '000 (flattened): Message-ID, date, subject, author, list, references' '
	expect_eq "$(q "subject" $M0)" "Re: ULE vs. 4BSD in RELENG_7" &&
	expect_eq "$(q "to_char(date AT TIME ZONE '"'UTC'"', '"'YYYY-MM-DD HH24:MI:SS'"') || '"' '"' || date_offset" $M0)" "2007-10-19 10:05:16 120" &&
	expect_eq "$(q "from_name || '"' '"' || from_addr" $M0)" "Remy Nonnenmacher remy.nonnenmacher@activnetworks.com" &&
	expect_eq "$(q in_reply_to $M0)" 8cb6106e0710180910u110a1c58tc18f36460ab74776@mail.gmail.com &&
	expect_eq "$(q "array_length(refs, 1)" $M0)" 2 &&
	expect_eq "$(lists_of $M0)" freebsd-stable
'

expect '000: quote markers and table rows get their lines back' '
	q body $M0 >body &&
	grep -qx "> 4BSD: 3:25.56" body && grep -qx "> Difference: -6.6 %" body &&
	grep -qx ">> RELENG_7, specifically with ffmpeg. I have all the kernel debugging" body &&
	grep -qx -- "-j4: 1072.64 real 2880.29 user 561.13 sys 1495.7 RSA" body &&
	grep -qx "M1000: 709.77 real 2793.20 user 572.27 sys" body &&
	grep -qx -- "-j16: 856.11 real 2847.68 user 721.97 sys" body &&
	grep -qx "Here are some buildworld measures (extract from a buildaton):" body &&
	expect_eq "$(grep -c "^-j[0-9]*:" body)" 18
'

expect '002 (page text): fields, list from Cc, navigation and MIME lines dropped, signature unverifiable' '
	expect_eq "$(q "subject" $M2)" "Re: Benchmarking mpsafevfs with parallel tarball extraction (ULE vs 4BSD)" &&
	expect_eq "$(q "from_name || '"' '"' || from_addr" $M2)" "Kris Kennaway kris@obsecurity.org" &&
	expect_eq "$(q "date" $M2)" "2005-05-06 22:32:24+00" &&
	expect_eq "$(q in_reply_to $M2)" 20050506183529.GA46411@xor.obsecurity.org &&
	expect_eq "$(lists_of $M2)" freebsd-current &&
	expect_eq "$(q pgp_status $M2)" unverifiable &&
	q body $M2 >body &&
	head -n 1 body | grep -qx "On Fri, May 06, 2005 at 11:35:29AM -0700, Kris Kennaway wrote:" &&
	expect_eq "$(grep -v "^$" body | tail -n 1)" Kris &&
	grep -qx "x 9 2.43 2.5 2.46 2.4644444 0.022973415" body &&
	! grep -q "next in thread\|Content-Type\|BEGIN PGP\|r5Pyd7\|Want to link" body
'

expect '003 (flattened, quoted headers): the quoted In-Reply-To and Date are not the message'"'"'s' '
	expect_eq "$(q "date" $M3)" "2007-09-17 19:43:42+00" &&
	expect_eq "$(q "coalesce(in_reply_to, '"'none'"')" $M3)" none &&
	expect_eq "$(q "subject || '"' / '"' || from_name" $M3)" "Re: Scheduler benchmarks - a follow-up / Willy Tarreau" &&
	expect_eq "$(q "array_to_string(refs, '"' '"')" $M3)" "6b8cef970709170221s4301e896x2ee123a149c05c3a@mail.gmail.com 20070917112707.GA24583@elte.hu" &&
	expect_eq "$(lists_of $M3)" linux-kernel &&
	q body $M3 >body &&
	grep -qx "> >> 4 9.28 8.48 8.54" body && grep -qx "> >> 2.6.21 2.6.22-ck1 2.6.23-rc6-cfs-devel" body &&
	grep -qx "> > so -ck1 is 0.8% faster in this particular test. (but still, there can be" body
'

expect '004 (page text): quoted-printable residue decoded, quoted PGP marker is no signature' '
	expect_eq "$(q "subject || '"' / '"' || from_name || '"' / '"' || date" $M4)" "Re: To SMP or not to SMP / Barney Cordoba / 2013-01-10 01:38:39+00" &&
	expect_eq "$(lists_of $M4)" freebsd-net &&
	expect_eq "$(q pgp_status $M4)" unsigned &&
	q body $M4 >body &&
	! grep -q "=20\|=A0" body &&
	LC_ALL=C grep -q "^> with.. 1 core enabled.$" body && grep -q "$(printf "\302\240")" body &&
	grep -qx "httpd: 1.66%" body && grep -qx "kernel {em0 que} 6.10%" body
'

expect 'each recovered message is marked, with its source format and what it lost' '
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE recovered AND quality = 1")" 4 &&
	expect_eq "$(sql "SELECT string_agg(format || '"' '"' || array_to_string(lost, '"'+'"'), '"','"' ORDER BY format, cardinality(lost)) FROM sources")" \
		"text-flat headers+line structure,text-flat headers+line structure,text-page headers+line structure,text-page headers+line structure+signed bytes"
'

expect '001 (no headers): --list files it; content id, no date, subject and signature author' '
	schedlore import --json --list freebsd-current "$s"/001_*.txt >out && grep -q "\"new\":1" out &&
	id=$(sql "SELECT message_id FROM messages WHERE content_id") &&
	echo "$id" | grep -Eq "^[0-9a-f]{32}@schedlore[.]invalid$" &&
	expect_eq "$(q "coalesce(date::text, '"'none'"') || '"' / '"' || subject || '"' / '"' || from_name" "$id")" "none / Re: buildworld times / Bruce" &&
	expect_eq "$(lists_of "$id")" freebsd-current &&
	q body "$id" >body && grep -qx "> default       2191.03         1722.31         455.82" body
'

expect '001 again with --date: the same content id, and the stored post is not changed' '
	schedlore import --json --list freebsd-current --date 2004-03-02 "$s"/001_*.txt >out &&
	grep -q "\"new\":0,\"duplicate\":1" out &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE content_id")" 1
'

expect '--date dates a post without headers that is imported with it' '
	sed "s/Bruce/Bruce Evans/" "$s"/001_*.txt >other.txt &&
	schedlore import --json --list freebsd-current --date "2004-03-02 10:00" other.txt >out &&
	expect_eq "$(sql "SELECT date FROM messages WHERE content_id AND from_name = '"'Bruce Evans'"'")" "2004-03-02 10:00:00+00" &&
	set +e; schedlore import --date "not a date" other.txt 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "not a date" err
'

expect 're-importing the whole sample adds nothing' '
	before=$(sql "SELECT (SELECT count(*) FROM messages) || '"' '"' || (SELECT count(*) FROM sources) || '"' '"' || (SELECT count(*) FROM message_lists)") &&
	schedlore import --json "$s"/00[0234]_*.txt >out && grep -q "\"new\":0,\"duplicate\":4" out &&
	schedlore import --json --list freebsd-current "$s"/001_*.txt >out && grep -q "\"duplicate\":1" out &&
	expect_eq "$(sql "SELECT (SELECT count(*) FROM messages) || '"' '"' || (SELECT count(*) FROM sources) || '"' '"' || (SELECT count(*) FROM message_lists)")" "$before"
'

done_testing
