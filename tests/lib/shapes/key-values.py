#!/usr/bin/env python3
# key-values.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""key-values.py BIN N SEED [flat]: "NAME: value" lines and their kin; is each value under its name?"""
import collections, random, re, sys

import score
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "BORE", "vanilla", "patched", "SCHED_ULE", "tip", "base", "Before", "After", "with patch", "without patch", "6.6+patch"]
FORMS = ["{c}: {v}{u}", "{c}:\t{v} {u}", "{c} = {v} {u}", "{c} - {v}{u}", "  {c:<14} {v} {u}", "{c}: {v} {u} (avg of 5 runs)", "* {c}: {v}{u}"]
UNITS = ["s", "ms", "us", " MB/s", " ops/s", " tps", "%"]
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
flat = len(sys.argv) > 4 and sys.argv[4] == "flat"
st = collections.defaultdict(lambda: [0, 0, 0]); bad = []
for i in range(n):
    fi = r.randrange(len(FORMS)); cfgs = r.sample(CF, r.choice([2, 3])); u = r.choice(UNITS).strip()
    wl = r.choice(["hackbench", "tbench", "schbench p99", "kernel build", "pgbench"])
    body = [r.choice(["%s results:" % wl, "Here is %s:" % wl, "%s (lower is better):" % wl]), ""]; truth = []
    for c in cfgs:
        v = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900))
        body.append(FORMS[fi].format(c=c, v=v, u=(" " + u if u in ("MB/s", "ops/s", "tps") else u)).replace("  " + u, " " + u))
        truth.append((v, c))
    text = "\n".join(body) + "\n\nThanks.\n"
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <k%d@x>\n\n" % i + (score.flatten(text) if flat else text)
    found = score.found_names(score.extract(bin_, msg))
    ok = score.tally(st[fi], truth, found)
    if not ok: bad.append((FORMS[fi], msg))
score.finish(st, bad, '%-32s n %3d found %3d named %3d', lambda k: FORMS[k])
