#!/bin/sh
# t1105-thread-corpus.sh: corpus posts 000, 002, 003 (real files and mbox copies) thread under generated parents
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"
# the seed posts, as committed under data/sample (the test reads nothing outside the clone)
corpus="$TOP/data/sample"

# The threading headers of the corpus posts, as the files carry them (checked below).
P000=8cb6106e0710180910u110a1c58tc18f36460ab74776@mail.gmail.com
G000=8cb6106e0710170911x77e72e95qb322f51d84a31813@mail.gmail.com
M000=4718815C.9050102@activnetworks.com
P002=20050506183529.GA46411@xor.obsecurity.org
M002=20050506223224.GA22379@xor.obsecurity.org
P003=20070917112707.GA24583@elte.hu
G003=6b8cef970709170221s4301e896x2ee123a149c05c3a@mail.gmail.com
M003=20070917194342.GB20271@1wt.eu

expect 'the corpus files carry these threading headers' '
	grep -q "Message-ID: <$M000> .*References: <$G000> <$P000> In-Reply-To: <$P000>" "$corpus"/000_*.txt &&
	grep -q "Message-ID: <$M002> In-Reply-To: <$P002> References: <$P002>" "$corpus"/002_*.txt &&
	grep -q "Message-ID: <$M003> References: <$G003> <$P003>" "$corpus"/003_*.txt &&
	grep -q "In-Reply-To: User-Agent" "$corpus"/003_*.txt
'

# Hand-made mbox versions of the three posts (the same headers; 003 lost its
# In-Reply-To value in the flattening, as in the file) ...
{
	thread_msg "$M000" "Fri, 19 Oct 2007 12:05:16 +0200" "Re: ULE vs. 4BSD in RELENG_7" "$P000" "<$G000> <$P000>" freebsd-stable.freebsd.org
	thread_msg "$M002" "Fri, 6 May 2005 15:32:24 -0700" "Re: Benchmarking mpsafevfs with parallel tarball extraction (ULE vs 4BSD)" "$P002" "<$P002>" freebsd-current.freebsd.org
	thread_msg "$M003" "Mon, 17 Sep 2007 21:43:42 +0200" "Re: Scheduler benchmarks - a follow-up" "" "<$G003> <$P003>" linux-kernel.vger.kernel.org
} >posts.mbox
# ... and generated parents with the Message-IDs the posts name.
{
	thread_msg "$G000" "Wed, 17 Oct 2007 09:11:00 -0700" "ULE vs. 4BSD in RELENG_7" "" "" freebsd-stable.freebsd.org
	thread_msg "$P000" "Thu, 18 Oct 2007 09:10:00 -0700" "Re: ULE vs. 4BSD in RELENG_7" "$G000" "<$G000>" freebsd-stable.freebsd.org
	thread_msg "$P002" "Fri, 6 May 2005 11:35:29 -0700" "Benchmarking mpsafevfs with parallel tarball extraction" "" "" freebsd-current.freebsd.org
	thread_msg "$G003" "Mon, 17 Sep 2007 11:21:00 +0200" "Scheduler benchmarks - a follow-up" "" "" linux-kernel.vger.kernel.org
	thread_msg "$P003" "Mon, 17 Sep 2007 13:27:07 +0200" "Re: Scheduler benchmarks - a follow-up" "$G003" "<$G003>" linux-kernel.vger.kernel.org
} >parents.mbox

check_threads() {
	expect_eq "$(sql "SELECT m.message_id || ' ' || mt.root_message_id || ' ' || mt.thread_reason
		FROM message_threads mt JOIN messages m ON m.id = mt.parent
		WHERE mt.message_id IN ('$M000', '$M002', '$M003') ORDER BY mt.message_id COLLATE \"C\"")" \
		"$(printf "%s %s in-reply-to\n%s %s references\n%s %s in-reply-to" "$P002" "$P002" "$P003" "$G003" "$P000" "$G000")" &&
	expect_eq "$(thread_problems)" ""
}

expect 'posts imported first thread under their parents when these arrive later' '
	schedlore import --json posts.mbox >out && grep -q "\"new\":3" out &&
	expect_eq "$(sql "SELECT count(*) FROM message_threads WHERE parent IS NULL AND parent_message_id IS NOT NULL")" 3 &&
	schedlore import --json parents.mbox >out && grep -q "\"new\":5" out &&
	check_threads && thread_map >children-first.map
'

expect 'parents imported first give the same threads' '
	thread_reset &&
	schedlore import parents.mbox >/dev/null && schedlore import posts.mbox >/dev/null &&
	check_threads && thread_map >parents-first.map && cmp children-first.map parents-first.map
'

expect 'one file holding posts and parents gives the same threads' '
	thread_reset && cat posts.mbox parents.mbox >both.mbox &&
	schedlore import both.mbox >/dev/null &&
	thread_map >one-file.map && cmp children-first.map one-file.map
'

expect 'each thread belongs to its list' '
	expect_eq "$(sql "SELECT string_agg(l.name, '"'"','"'"' ORDER BY l.name) FROM thread_lists tl JOIN lists l ON l.id = tl.list")" \
		freebsd-current,freebsd-stable,linux-kernel
'

# The real files, through the damaged-text reader.
real() { schedlore import --list corpus "$corpus"/000_*.txt "$corpus"/002_*.txt "$corpus"/003_*.txt; }

expect 'the real corpus files, imported first, thread under parents imported later' '
	thread_reset && real >/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE quality = 1")" 3 &&
	schedlore import parents.mbox >/dev/null &&
	check_threads && thread_map >real-first.map
'

expect 'the real corpus files imported after their parents give the same threads' '
	thread_reset && schedlore import parents.mbox >/dev/null && real >/dev/null &&
	check_threads && thread_map >real-after.map && cmp real-first.map real-after.map
'

# A damaged text with no References joins an original post by subject; the
# whole message arriving later names another parent: its thread is redone.
printf "Date: Mon, 1 Jan 2007 12:00:00 +0000 From: A <a@example.org> Subject: Re: foo bar Message-ID: <x@h>\nthe damaged text of x\n" >damaged.txt
{
	thread_msg o@h "Mon, 1 Jan 2007 10:00:00 +0000" "foo bar" "" "" l.example.org
	thread_msg p@h "Mon, 1 Jan 2007 11:00:00 +0000" "other" "" "" l.example.org
	thread_msg w@h "Mon, 1 Jan 2007 12:30:00 +0000" "Re: foo bar" "x@h" "<x@h>" l.example.org
} >others.mbox
thread_msg x@h "Mon, 1 Jan 2007 12:00:00 +0000" "Re: other" "p@h" "<p@h>" l.example.org >whole.mbox

expect 'a whole message replacing its damaged text is threaded again by its own headers' '
	thread_reset &&
	schedlore import --list l others.mbox damaged.txt >/dev/null &&
	expect_eq "$(sql "SELECT thread_reason || '"'"' '"'"' || parent_message_id FROM message_threads WHERE message_id = '"'"'x@h'"'"'")" "subject o@h" &&
	schedlore import whole.mbox >/dev/null &&
	expect_eq "$(sql "SELECT quality || '"'"' '"'"' || thread_reason || '"'"' '"'"' || parent_message_id || '"'"' '"'"' || root_message_id FROM message_threads mt JOIN messages m USING (message_id) WHERE message_id = '"'"'x@h'"'"'")" "3 in-reply-to p@h p@h" &&
	expect_eq "$(sql "SELECT message_count FROM threads WHERE root_message_id = '"'"'o@h'"'"'")" 1 &&
	expect_eq "$(thread_problems)" "" && thread_map >upgraded.map &&
	thread_reset && schedlore import whole.mbox others.mbox >/dev/null &&
	thread_map >clean.map && cmp clean.map upgraded.map
'

done_testing
