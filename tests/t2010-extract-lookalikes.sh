#!/bin/sh
# t2010-extract-lookalikes.sh: things that look like figures and are not make no series
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# Each text sits where a recogniser looks (after a scheduler label, in a row,
# under a column header) so that only the format check keeps it out.

expect 'dates are not figures' '
	xtext dates <<EOF
buildworld on both, finished
ULE: Fri, 19 Oct 2007
4BSD: 10/16/2007
ULE: 2007-10-19
Date: Mon, 17 Sep 2007 13:27:07 +0200
7.0-current (as of 10/16/2007) - SCHED_4BSD
EOF
	xjson dates "S == [] and d[\"comparisons\"] == []"
'

expect 'times of day are not figures' '
	xtext clock <<EOF
make -j8 buildkernel, started at
4BSD: 10:05
ULE: 12:05:18
On 01/07/2013 18:25, Barney Cordoba wrote:
EOF
	xjson clock "S == []"
'

expect 'IP addresses are not figures' '
	xtext ips <<EOF
hackbench between the boxes:
ULE: 192.168.0.1
4BSD: 10.0.0.2
Received: from 1wt.eu ([62.212.114.60]:2523 "EHLO 1wt.eu")
            ULE          4BSD
default     192.168.0.1  10.0.0.1
EOF
	xjson ips "S == []"
'

expect 'Message-IDs are not figures' '
	xtext mids <<EOF
In-Reply-To: <20050506183529.GA46411@xor.obsecurity.org>
ULE: <4718815C.9050102@activnetworks.com>
4BSD: <1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com>
Message-ID: <20070917194342.GB20271@1wt.eu>
EOF
	xjson mids "S == []"
'

expect 'version numbers are not figures' '
	xtext versions <<EOF
pipe-test on
ULE: 7.0-CURRENT
4BSD: 6.2-RELEASE
    2.6.21  2.6.22-ck1  2.6.23-rc6-cfs-devel
    2.6.23  2.6.24-rc1  3.10.0-rc1
User-Agent: Mutt/1.5.14 (2007-02-12)
EOF
	xjson versions "S == []"
'

expect 'patch hunks are not figures' '
	xtext patch <<EOF
--- linux.orig/arch/i386/kernel/tsc.c
+++ linux/arch/i386/kernel/tsc.c
@@ -110,9 +110,9 @@ unsigned long long native_sched_clock(vo
- return (jiffies_64 - INITIAL_JIFFIES) * (1000000000 / HZ);
+ return jiffies_64 * (1000000000 / HZ);
 1 file changed, 2 insertions(+), 2 deletions(-)
 arch/i386/kernel/tsc.c | 4 ++--
EOF
	xjson patch "S == []"
'

expect 'PGP signature lines are not figures' '
	xtext pgp <<EOF
-----BEGIN PGP SIGNATURE-----
Version: GnuPG v1.4.1 (FreeBSD)
iD8DBQFCe/B3Wry0BWjoQKURAt8DAJ9V+Gjl7bJQRb4j6LqINP719SuZywCgx4ml
EKziuNUiB2TLSU3PMmzaid8=
=TZ8C
-----END PGP SIGNATURE-----
EOF
	xjson pgp "S == []"
'

expect 'the ministat plot is never read as figures' '
	xtext plot <<EOF
x real.4bsd
+ real.ule
+--------------------------------------------------------------------------+
| x x                                                    +      +         |
|x x x x xx x x                                  + + + ++ + + +   +     +|
| |____AM___|                                    |______MA_______|      |
+--------------------------------------------------------------------------+
    N           Min           Max        Median           Avg        Stddev
x  10         13.56         14.43         14.09         14.02     0.2641969
+  11         15.95         17.34         16.49     16.570909    0.40957184
EOF
	xjson plot "len(S) == 2 and all(\"summary\" in s for s in S)" &&
	sed -n "1,7p" plot.txt >plotonly.txt &&
	xjson plotonly "S == []"
'

expect 'URLs are not figures' '
	xtext urls <<EOF
After posting some benchmarks (http://lkml.org/lkml/2007/9/13/385):
ULE: http://people.freebsd.org/~jeff/sched/1.5
4BSD: https://mail-archive.FreeBSD.org/cgi/mid.cgi?20050506223224.GA22379
lat_ctx: http://thread.gmane.org/gmane.linux.kernel/580665
EOF
	xjson urls "S == []"
'

expect 'a config file'"'"'s settings ("shared_buffers = 8GB", "full_page_writes = off   # comment") under its name are not figures; a tool'"'"'s "tps = 1234.5 (including ...)" is no setting line but pgbench'"'"'s, the "excluding" line its figure' '
	xtext conf <<EOF
postgresql.conf (only what differs from the defaults), the pgbench box:

max_connections = 200
shared_buffers = 8GB
work_mem = 32MB
checkpoint_completion_target = 0.9
full_page_writes = off		# ZFS, recordsize=8k
EOF
	xjson conf "S == []" &&
	xtext pgb <<EOF
pgbench -S -c 8 -T 60, the patched kernel:

tps = 41203.552 (including connections establishing)
tps = 41230.019 (excluding connections establishing)
EOF
	xjson pgb "[(\"patched\" in s[\"label\"], vals(s)) for s in S] == [(True, [\"41230.019\"])]"
'

expect 'systemd'"'"'s boot timing ("Startup finished in 6.903s (kernel) + 1min 13.501s (userspace)"), printed with "# cat FILE.txt", is how a boot went, no figure' '
	xtext boot <<\EOF
The slowdown is gone since I moved to a swap file.

# cat systemd-analyze-time.txt
Startup finished in 6.903s (kernel) + 1min 13.501s (userspace) = 1min 20.404s
graphical.target reached after 1min 13.481s in userspace
EOF
	xjson boot "S == []"
'

expect 'a list of the settings tests ran at ("o tbench:  1 to 512 clients (powers of 2)") gives no figures: a range'"'"'s bounds are none' '
	printf "Tests run:\n\n  o tbench:     1 to 512 clients (powers of 2)\n  o netperf:    TCP_RR, 1 to 128 clients\n" >ranges.txt &&
	xjson ranges "S == []"
'

expect 'an application'"'"'s log, a time of day with its fraction opening each line ("21:14:07.352 XRUN callback (1)."), gives no figure' '
	printf "Hi,\n\nqjackctl said, on 6.1:\n\n21:14:07.352 XRUN callback (1).\n21:26:51.907 XRUN callback (2).\n21:27:02.118 XRUN callback (3).\n\nThanks\n" >applog.txt &&
	xjson applog "S == []"
'

expect 'eight lines or more of "key : value" keyed by identifiers ("nr_cpus : 72", xl info), most values numbers: a listing of the machine, no figures' '
	xtext xlinfo <<EOF
Host details, from xl info:

host                   : node7
release                : 6.1.0-18-amd64
nr_cpus                : 64
max_cpu_id             : 63
nr_nodes               : 2
cores_per_socket       : 16
threads_per_core       : 2
cpu_mhz                : 2394.112
total_memory           : 262010
free_memory            : 250112
xen_major              : 4
xen_minor              : 17
EOF
	xjson xlinfo "S == []"
'

done_testing
