#!/bin/sh
# t2200-extract-late-original.sh: an original imported after the replies that quote it gets the series they cite
. "$TOP/tests/lib/test.sh"

# O posts a table; R quotes it and posts its own; S quotes R's quote of it.
cat >o.mbox <<'MBOX'
From alice@t2200.test Mon Jan  1 00:00:00 2007
Message-ID: <o@t2200.test>
Date: Mon, 1 Jan 2007 10:00:00 +0000
From: Alice Example <alice@t2200.test>
Subject: ULE vs 4BSD
Content-Type: text/plain; charset=us-ascii

Here are my numbers on the 8-core box:

make -j8 -DNOCLEAN buildkernel
4BSD: 3:25.56
ULE: 3:39.20
Difference: -6.6 %

ubench (CPU):
4BSD: 1705258
ULE: 1713510
Difference: +0.48 %

MBOX
cat >r.mbox <<'MBOX'
From bob@t2200.test Tue Jan  2 00:00:00 2007
Message-ID: <r@t2200.test>
Date: Tue, 2 Jan 2007 10:00:00 +0000
From: Bob Example <bob@t2200.test>
Subject: Re: ULE vs 4BSD
In-Reply-To: <o@t2200.test>
References: <o@t2200.test>
Content-Type: text/plain; charset=us-ascii

Alice Example wrote:
> make -j8 -DNOCLEAN buildkernel
> 4BSD: 3:25.56
> ULE: 3:39.20
> Difference: -6.6 %

So ULE is 6.6% slower at buildkernel.  Mine:

make -j8 -DNOCLEAN buildkernel
4BSD: 3:20.00
ULE: 3:30.00
Difference: -5.0 %

MBOX
cat >s.mbox <<'MBOX'
From carol@t2200.test Wed Jan  3 00:00:00 2007
Message-ID: <s@t2200.test>
Date: Wed, 3 Jan 2007 10:00:00 +0000
From: Carol Example <carol@t2200.test>
Subject: Re: ULE vs 4BSD
In-Reply-To: <r@t2200.test>
References: <o@t2200.test> <r@t2200.test>
Content-Type: text/plain; charset=us-ascii

Bob Example wrote:
> Alice Example wrote:
> > make -j8 -DNOCLEAN buildkernel
> > 4BSD: 3:25.56
> > ULE: 3:39.20
> > Difference: -6.6 %

I see the same.

MBOX

# everything extraction stores, by natural keys (Message-IDs, content ids)
dump() {
	{
		sql "SELECT 'series', s.id, m.message_id, s.quoted, s.span_start, s.span_end, s.cite_key
		     FROM series s JOIN messages m ON m.id = s.message ORDER BY 2"
		sql "SELECT 'cites', m.message_id, c.series, c.span_start, c.span_end
		     FROM citations c JOIN messages m ON m.id = c.message ORDER BY 2, 3, 4"
		sql "SELECT 'cmp', c.id, m.message_id, c.a, c.b FROM comparisons c
		     JOIN messages m ON m.id = c.message ORDER BY 2"
		sql "SELECT 'claim', c.id, m.message_id, k.status, k.note FROM claims c
		     JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id ORDER BY 2"
		sql "SELECT 'link', claim, series, ord FROM claim_series ORDER BY 2, 3"
		sql "SELECT 'ext', m.message_id, e.version, e.series, e.cited, e.comparisons
		     FROM extractions e JOIN messages m ON m.id = e.message ORDER BY 2"
	} >"$1"
}
reset() {
	sql "SET client_min_messages = warning; TRUNCATE messages CASCADE" >/dev/null
}

expect 'in order, one run at a time: the replies cite the original series' '
	schedlore import o.mbox >/dev/null && schedlore import r.mbox >/dev/null &&
	schedlore import s.mbox >/dev/null && dump inorder &&
	expect_eq "$(grep -c "^series|.*|o@t2200.test|f|" inorder)" 4 &&
	expect_eq "$(grep -c "^cites|r@t2200.test|" inorder)" 2 &&
	expect_eq "$(grep -c "^cites|s@t2200.test|" inorder)" 2 &&
	expect_eq "$(grep -c "^series|.*|t|" inorder)" 0
'

expect 'one run in order gives the same' '
	reset && cat o.mbox r.mbox s.mbox >ors.mbox && schedlore import ors.mbox >/dev/null &&
	dump onerun && diff inorder onerun
'

expect 'replies first, original in a later run: as if imported in order' '
	reset && schedlore import r.mbox >/dev/null && schedlore import s.mbox >/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE quoted")" 2 &&
	schedlore import o.mbox >/dev/null && dump late && diff inorder late
'

expect 'the original last in one run with the replies first: the same' '
	reset && cat r.mbox s.mbox o.mbox >rso.mbox && schedlore import rso.mbox >/dev/null &&
	dump late1 && diff inorder late1
'

expect 'extract --all afterwards changes nothing' '
	schedlore extract --all >/dev/null && dump again && diff inorder again
'

done_testing
