#!/bin/sh
# t2020-extract-formats.sh: each recogniser on short texts in layouts beyond the corpus
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# ---- format 1: row-keyed time tables ----

expect 'BSD time rows, one a line, under a SCHED_ULE heading' '
	xtext bsd <<EOF
make buildworld with SCHED_ULE on 8.0-RELEASE:
-j2:  1210.50 real  2100.11 user  300.02 sys
-j4:   800.25 real  2150.00 user  320.90 sys
EOF
	xjson bsd "len(S) == 6 and all(s[\"workload\"] == \"buildworld\" and s[\"scheduler\"] == \"ULE\" and s[\"os_version\"] == \"8.0-RELEASE\" for s in S) and [p(s, \"jobs\") for s in S[::3]] == [\"2\", \"4\"] and vals(S[3]) == [\"800.25\"] and S[4][\"metric\"] == \"user\""
'

expect 'a count too big to be one is no parameter (and is not cast out of range)' '
	xtext huge <<EOF
hackbench with 99999999999999999999999 threads, then with 8 groups, under EEVDF
1.52user 0.20system 0:01.73elapsed 99%CPU (0avgtext+0avgdata 4704maxresident)k
EOF
	xjson huge "len(S) == 4 and all(p(s, \"tasks\") is None and p(s, \"groups\") == \"8\" for s in S)"
'

expect 'csh time: 5937.97u 1204.14s 55:45.87 213.4%' '
	xtext csh <<EOF
buildkernel under 4BSD:
5937.97u 1204.14s 55:45.87 213.4%
EOF
	xjson csh "[s[\"metric\"] for s in S] == [\"user\", \"sys\", \"real\", \"cpu\"] and S[2][\"values\"][0][\"value\"] == 3345.87 and vals(S[2]) == [\"55:45.87\"] and S[3][\"unit\"] == \"%\""
'

expect 'GNU time: 1.52user 0.20system 0:01.73elapsed 99%CPU' '
	xtext gnu <<EOF
hackbench with EEVDF
1.52user 0.20system 0:01.73elapsed 99%CPU (0avgtext+0avgdata 4704maxresident)k
EOF
	xjson gnu "[s[\"metric\"] for s in S] == [\"real\", \"user\", \"sys\", \"cpu\"] and abs(S[0][\"values\"][0][\"value\"] - 1.73) < 1e-9 and S[0][\"scheduler\"] == \"EEVDF\" and S[0][\"os\"] == \"Linux\""
'

expect 'bash time: real 0m3.2s / user / sys lines' '
	xtext bash <<EOF
time make -j4 buildkernel

real	0m3.2s
user	1m0.100s
sys	0m0.051s
EOF
	xjson bash "[s[\"metric\"] for s in S] == [\"real\", \"user\", \"sys\"] and vals(S[0]) == [\"0m3.2s\"] and abs(S[1][\"values\"][0][\"value\"] - 60.1) < 1e-9 and S[0][\"workload\"] == \"buildkernel\" and p(S[0], \"jobs\") == \"4\""
'

# ---- format 2: aligned column tables ----

expect 'a table whose tabs broke the alignment reads the same' '
	printf "buildworld, SCHED_4BSD:\n\tReal\tUser\tSys\ndefault\t2195.16\t1717.69 467.78\n-j 2\t\t2003.20\t2151.49\t\t539.67\n" >tabs.txt &&
	xjson tabs "len(S) == 6 and S[0][\"label\"] == \"Real\" and vals(S[5]) == [\"539.67\"] and p(S[3], \"jobs\") == \"2\" and p(S[0], \"variant\") == \"default\" and S[0][\"scheduler\"] == \"4BSD\""
'

expect 'one column per scheduler, a row key the note names' '
	xtext sched <<EOF
hackbench (the first column is the number of groups):
        CFS     EEVDF
10      1.234   1.100
20      2.468   2.250
EOF
	xjson sched "len(S) == 4 and [s[\"scheduler\"] for s in S] == [\"CFS\", \"EEVDF\", \"CFS\", \"EEVDF\"] and p(S[2], \"groups\") == \"20\" and vals(S[3]) == [\"2.250\"] and S[0][\"workload\"] == \"hackbench\""
'

expect 'rows numbered 1..N are runs: one series per column' '
	xtext runs <<EOF
pipe-test, three runs each:
    2.6.22   2.6.23-cfs
1   9.27     8.55
2   9.30     8.54
3   9.28     8.56
EOF
	xjson runs "len(S) == 2 and vals(S[0]) == [\"9.27\", \"9.30\", \"9.28\"] and S[1][\"scheduler\"] == \"CFS\" and S[1][\"os_version\"] == \"2.6.23-cfs\" and S[0][\"os\"] == \"Linux\""
'

# ---- format 3: ministat ----

expect 'ministat: No difference proven' '
	xtext nodiff <<EOF
pgbench select-only, 16 clients:
x tps.ule
+ tps.4bsd
    N           Min           Max        Median           Avg        Stddev
x   5          1000          1100          1050          1050     39.528471
+   5          1010          1090          1040          1046     30.495901
No difference proven at 95.0% confidence
EOF
	xjson nodiff "len(S) == 2 and S[0][\"metric\"] == \"tps\" and S[0][\"scheduler\"] == \"ULE\" and S[0][\"summary\"][\"stddev\"][\"text\"] == \"39.528471\" and d[\"comparisons\"][0][\"proven\"] is False and d[\"comparisons\"][0][\"confidence\"][\"text\"] == \"95.0\" and d[\"comparisons\"][0][\"delta\"] is None and p(S[0], \"clients\") == \"16\""
'

expect 'ministat: three sets, two Difference blocks' '
	xtext three <<EOF
x a.ule
+ b.4bsd
* c.cfs
    N           Min           Max        Median           Avg        Stddev
x   3             1             3             2             2             1
+   3             2             4             3             3             1
*   3             5             7             6             6             1
No difference proven at 95.0% confidence
Difference at 99.0% confidence
	4 +/- 2.78
	200% +/- 139%
	(Student'"'"'s t, pooled s = 1)
EOF
	xjson three "len(S) == 3 and S[2][\"scheduler\"] == \"CFS\" and len(d[\"comparisons\"]) == 2 and d[\"comparisons\"][1][\"delta_pct\"][\"text\"] == \"200\" and d[\"comparisons\"][1][\"pooled_s\"][\"text\"] == \"1\" and d[\"comparisons\"][1][\"b\"] == S[2][\"id\"] and d[\"comparisons\"][1][\"a\"] == S[0][\"id\"]"
'

expect 'ministat quoted in a reply, attributed to the quoted author' '
	xtext quoted <<EOF
On Mon, Jan 1, 2007, Jeff Roberson wrote:
> tarball extraction, 12 concurrent:
> x real.4bsd
> + real.ule
>     N           Min           Max        Median           Avg        Stddev
> x  10         13.56         14.43         14.09         14.02     0.2641969
> +  11         15.95         17.34         16.49     16.570909    0.40957184
> Difference at 95.0% confidence
> 	2.55091 +/- 0.318571
> 	18.1948% +/- 2.27226%
> 	(Student'"'"'s t, pooled s = 0.348356)
EOF
	xjson quoted "len(S) == 2 and all(s[\"author\"] == \"Jeff Roberson\" for s in S) and S[0][\"workload\"] == \"tar-extract\" and p(S[0], \"tasks\") == \"12\" and d[\"comparisons\"][0][\"delta\"][\"text\"] == \"2.55091\""
'

# ---- format 4: labelled groups ----

expect 'labelled group with Difference line, Linux schedulers' '
	xtext grp <<EOF
hackbench 10 groups:
CFS: 1.234
EEVDF: 1.100
Difference: -10.9 %
EOF
	xjson grp "len(S) == 2 and S[0][\"scheduler\"] == \"CFS\" and p(S[0], \"groups\") == \"10\" and d[\"comparisons\"][0][\"delta_pct\"][\"text\"] == \"-10.9\" and d[\"comparisons\"][0][\"a\"] == S[0][\"id\"]"
'

expect 'labelled group keyed by kernel versions, with a unit' '
	xtext kern <<EOF
lat_ctx -s 0 16:
2.6.22-ck1: 4.77 us
2.6.23-rc6: 4.76 us
EOF
	xjson kern "len(S) == 2 and S[0][\"os_version\"] == \"2.6.22-ck1\" and S[1][\"os\"] == \"Linux\" and S[0][\"workload\"] == \"lat_ctx\" and vals(S[1]) == [\"4.76\"]"
'

expect 'labelled group of times, quoted two levels deep' '
	xtext times <<EOF
Someone Else wrote:
> Josh Carroll wrote:
>> make -j16 buildworld
>> SCHED_4BSD: 12:05.10
>> SCHED_ULE: 11:59.90
EOF
	xjson times "len(S) == 2 and S[0][\"values\"][0][\"value\"] == 725.1 and S[0][\"author\"] == \"Josh Carroll\" and p(S[0], \"jobs\") == \"16\" and S[1][\"scheduler\"] == \"ULE\""
'

# ---- format 5: CPU shares ----

expect 'CPU shares under bare scheduler headings' '
	xtext shares <<EOF
top -SH during the web-load test:

4BSD:
idle: 60.00%
httpd: 30.5%

ULE:
idle: 65.25%
httpd: 25.0%
EOF
	xjson shares "len(S) == 4 and S[0][\"scheduler\"] == \"4BSD\" and p(S[1], \"process\") == \"httpd\" and S[2][\"workload\"] == \"http-load\" and S[0][\"unit\"] == \"%\" and vals(S[3]) == [\"25.0\"]"
'

expect 'CPU shares under headings with variants, thread names in braces' '
	xtext variants <<EOF
ULE (UP):
kernel {em0 taskq} 12.5%
idle: 80%
ULE (SMP):
kernel {em0 taskq} 10.1%
idle: 85.2%
EOF
	xjson variants "len(S) == 4 and p(S[0], \"variant\") == \"UP\" and p(S[0], \"process\") == \"kernel {em0 taskq}\" and p(S[3], \"variant\") == \"SMP\""
'

expect 'CPU shares quoted, with quoted-printable residue' '
	printf "> 4BSD:\n>=20\n> idle: 70.95%%=20\n> httpd: .93%%\n" >qp.txt &&
	xjson qp "len(S) == 2 and vals(S[0]) == [\"70.95\"] and vals(S[1]) == [\".93\"] and S[1][\"values\"][0][\"value\"] == 0.93"
'

# ---- systems ----

expect 'hardware lines in three phrasings' '
	xtext hw <<EOF
Machine: dual Opteron 2.2GHz, 4 cores, 16GB, 2xSAS
A box with an i7-3770K at 3.5 GHz and 8 GB of RAM.
Tests ran on a quad amd64 machine.
EOF
	xjson hw "len(d[\"systems\"]) == 3 and d[\"systems\"][0][\"cpu_model\"] == \"Opteron\" and d[\"systems\"][0][\"sockets\"][\"text\"] == \"dual\" and d[\"systems\"][0][\"memory_mb\"][\"value\"] == 16384 and d[\"systems\"][0][\"disks\"] == \"2xSAS\" and d[\"systems\"][1][\"cpu_model\"] == \"i7-3770K\" and d[\"systems\"][2][\"arch\"] == \"amd64\""
'

expect 'ministat quoted with its legend cut ("[...]" above the table): a set a summary row, named by none, the Difference block between them' '
	xtext nolegend <<EOF
> Short version: ULE wins by a little.

[...]

>     N           Min           Max        Median           Avg        Stddev
> x   5       1425.07       1433.52       1429.18      1429.388     3.3981863
> +   5       1458.93       1471.15       1466.41      1465.642     4.9001296
> Difference at 95.0% confidence
> 	36.254 +/- 6.14963
> 	2.53633% +/- 0.430228%
> 	(Student'"'"'s t, pooled s = 4.21657)

Same direction here.
EOF
	xjson nolegend "[(s[\"label\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(None, \"5\", \"1429.388\"), (None, \"5\", \"1465.642\")] and d[\"comparisons\"][0][\"delta\"][\"text\"] == \"36.254\" and d[\"comparisons\"][0][\"a\"] == S[0][\"id\"]"
'

expect 'ministat data sets named by files that abbreviate a setting the post writes out ("sl2.txt", "sl8.txt" beside "kern.sched.slice_len=8"): each named by the setting and its value' '
	xtext abbrevfiles <<EOF
Default is slice_len=2 here, 8 is what the tuning guide suggests
(kern.sched.slice_len=8 in sysctl.conf). Five runs each:

$ ministat sl2.txt sl8.txt
x sl2.txt
+ sl8.txt
    N           Min           Max        Median           Avg        Stddev
x   5           101           109           104         104.6     3.2093613
+   5            88            95            91          91.2     2.7748874
Difference at 95.0% confidence
	-13.4 +/- 4.37303
	-12.8107% +/- 4.18072%
	(Student'"'"'s t, pooled s = 3)
EOF
	xjson abbrevfiles "[s[\"label\"] for s in S] == [\"slice_len=2\", \"slice_len=8\"] and [s[\"name\"] for s in S] == [\"sl2.txt\", \"sl8.txt\"]"
'

expect 'a header of metrics over rows keyed by releases under a heading that names one of them ("the fix is on top of 3.2.1-rc4"): each row'"'"'s release is its build, not the heading'"'"'s; rows of other words stay its variants' '
	xtext keyrelease <<EOF
Same box, the fix is on top of 3.2.1-rc4.

Build of the tree, -j8:
                          Real        User         Sys
             3.2.0       301.4      1842.7       201.3
         3.2.1-rc4       298.8      1840.1       197.6
     3.2.1-rc4-fix       291.2      1838.9       186.0
EOF
	xjson keyrelease "[(s[\"label\"], s[\"os_version\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"3.2.0\", \"3.2.0\"), (\"3.2.1-rc4\", \"3.2.1-rc4\"), (\"3.2.1-rc4-fix\", \"3.2.1-rc4-fix\")]" &&
	sed "s/^             3.2.0 /           default /; s/^         3.2.1-rc4 /           noaffin /; s/^     3.2.1-rc4-fix /           nostack /" keyrelease.txt >keyvariant.txt &&
	xjson keyvariant "[(p(s, \"variant\"), s[\"os_version\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"default\", \"3.2.1-rc4\"), (\"noaffin\", \"3.2.1-rc4\"), (\"nostack\", \"3.2.1-rc4\")]"
'

done_testing
