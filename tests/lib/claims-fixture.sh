# claims-fixture.sh: a claim with markup in its text, note and series, whose sides differ only in CPUs
#
#   . "$TOP/tests/lib/claims-fixture.sh"   (after test.sh; needs sql)
#   hostile_claim                            imports the post and stores claim $X with its series and check
q="'"
# A claim whose text, check note and names carry markup, on a Linux pipe-test
# where the sides differ only in CPUs (bound to one against all): this host
# can rerun that.  Stored as the extractor would store it.
cat >hostile.mbox <<'MBOX'
From x@example.org Mon Oct 15 10:00:00 2007
Message-ID: <hostile.claim@example.org>
From: Mallory <x@example.org>
Subject: pipe-test <script>alert(1)</script>
Date: Mon, 15 Oct 2007 10:00:00 +0000

bound: 8.55 8.48 8.61
unbound: 4.85 4.77 4.80
the unbound one is 43% faster <script>alert(2)</script>
MBOX
XSS='<script>alert("x")</script><img src=x onerror=alert(3)> javascript:alert(4) unbound is 43% faster'
hostile_claim() {
	schedlore import --quiet --list web-test hostile.mbox &&
	m=$(sql "SELECT id FROM messages WHERE message_id = ${q}hostile.claim@example.org${q}") && test -n "$m" &&
	sql "INSERT INTO series (id, message, workload, metric, unit, better, os, label, params, span_start, span_end, cite_key, extractor)
	     VALUES (${q}sx1${q}, $m, ${q}pipe-test${q}, ${q}round trip${q}, ${q}us${q}, ${q}lower${q}, ${q}Linux${q}, ${q}bound <b>${q},
	             ${q}{\"cpus\": {\"text\": \"1\", \"value\": 1}}${q}, 0, 10, ${q}k1${q}, 1),
	            (${q}sx2${q}, $m, ${q}pipe-test${q}, ${q}round trip${q}, ${q}us${q}, ${q}lower${q}, ${q}Linux${q}, ${q}unbound${q},
	             ${q}{}${q}, 11, 20, ${q}k2${q}, 1);
	     INSERT INTO samples VALUES (${q}sx1${q}, 0, 8.55, ${q}8.55${q}), (${q}sx1${q}, 1, 8.48, ${q}8.48${q}), (${q}sx1${q}, 2, 8.61, ${q}8.61${q}),
	            (${q}sx2${q}, 0, 4.85, ${q}4.85${q}), (${q}sx2${q}, 1, 4.77, ${q}4.77${q}), (${q}sx2${q}, 2, 4.80, ${q}4.80${q});
	     INSERT INTO claims (id, message, kind, grp, text, names, span_start, span_end, extractor)
	     VALUES (${q}a00ff00ff00ff00ff${q}, $m, ${q}percent${q}, 0, \$x\$$XSS\$x\$,
	             ${q}[{\"role\": \"subject\", \"text\": \"unbound\"}]${q}, 21, 60, 1);
	     INSERT INTO claim_series VALUES (${q}a00ff00ff00ff00ff${q}, ${q}sx1${q}, 0), (${q}a00ff00ff00ff00ff${q}, ${q}sx2${q}, 1);
	     INSERT INTO checks (claim, status, note, checker) VALUES (${q}a00ff00ff00ff00ff${q}, ${q}holds${q},
	             ${q}<a href=\"javascript:alert(5)\">note</a>${q}, 1)" >/dev/null
}
X=a00ff00ff00ff00ff
