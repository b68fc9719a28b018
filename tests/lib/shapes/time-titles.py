#!/usr/bin/env python3
# time-titles.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""time-titles.py BIN N SEED [flat]: time(1) outputs under titles in the forms posts use; is real named right? (flat: each post flattened onto one line)"""
import collections, random, re, sys

import score
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "BORE", "vanilla", "patched", "SCHED_ULE", "tip"]
TITLES = ["{c}:", "With {c}:", "== {c} ==", "[{c}]", "{c} kernel:", "Results with {c}:", "--- {c} ---", "On {c}:", "{c}"]
def tfmt(r, v):
    st = r.choice(["bash", "posix", "bsd", "gnu"])
    u, s = v * 0.9, v * 0.1
    if st == "bash":
        return ["real\t%dm%.3fs" % (v // 60, v % 60), "user\t%dm%.3fs" % (u // 60, u % 60), "sys\t%dm%.3fs" % (s // 60, s % 60)], "%dm%.3fs" % (v // 60, v % 60)
    if st == "posix":
        return ["real %.2f" % v, "user %.2f" % u, "sys %.2f" % s], "%.2f" % v
    if st == "bsd":
        return ["      %.2f real       %.2f user       %.2f sys" % (v, u, s)], "%.2f" % v
    return ["%.2fuser %.2fsystem %d:%05.2felapsed 99%%CPU (0avgtext+0avgdata 1234maxresident)k" % (u, s, v // 60, v % 60)], "%d:%05.2f" % (v // 60, v % 60)
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
flat = len(sys.argv) > 4 and sys.argv[4] == "flat"
st = collections.defaultdict(lambda: [0, 0, 0]); bad = []
for i in range(n):
    cfgs = r.sample(CF, 2); ti = r.randrange(len(TITLES)); cmd = r.choice(["", "$ time make -j8", "# time ./hackbench 20"])
    body = ["Kernel build timings:", ""]; truth = []
    for c in cfgs:
        lines, real = tfmt(r, r.uniform(30, 900))
        body += [TITLES[ti].format(c=c)] + ([cmd] if cmd else []) + lines + [""]
        truth.append((real, c))
    text = score.flatten("\n".join(body)) if flat else "\n".join(body) + "\n"
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <t%d@x>\n\n" % i + text
    ok = score.tally(st[ti], truth, score.found_names(score.extract(bin_, msg), key=str), key=str)
    if not ok: bad.append((TITLES[ti], msg))
score.finish(st, bad, '%-22s n %3d found %3d named %3d', lambda k: TITLES[k])
