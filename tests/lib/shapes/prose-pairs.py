#!/usr/bin/env python3
# prose-pairs.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""prose-pairs.py BIN N SEED: prose sentences with two configurations' figures; which templates lose them."""
import collections, random, re, sys

import score
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "the patch", "tip", "BORE", "SCHED_ULE", "linux-next", "vanilla"]
WL = [("hackbench", "s"), ("tbench", "MB/s"), ("schbench p99 latency", "us"), ("kernel build", "s"), ("pgbench", "tps")]
T = [
 "With {A}, {wl} takes {v1}{u}; with {B} it takes {v2}{u}.",
 "{A}: {v1} {u}, {B}: {v2} {u}.",
 "{wl} went from {v1} {u} on {A} to {v2} {u} on {B}.",
 "On {A} I get {v1} {u}, on {B} {v2} {u}.",
 "{A} gives {v1} {u} while {B} gives {v2} {u}.",
 "{v1} {u} ({A}) vs {v2} {u} ({B}) for {wl}.",
 "I measured {v1} {u} with {A} and {v2} {u} with {B}.",
 "{wl}: {A} {v1} {u}, {B} {v2} {u}.",
 "The {wl} result is {v1} {u} for {A} and {v2} {u} for {B}.",
 "{A} does {v1} {u} in {wl}, {B} does {v2} {u}.",
 "Under {A} the {wl} number is {v1} {u}; under {B} it is {v2} {u}.",
 "{wl} under {A}: {v1} {u}. Under {B}: {v2} {u}.",
]
def cfgname(c, with_prefix):
    return c
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
st = collections.defaultdict(lambda: [0, 0, 0]); bad = []
for i in range(n):
    ti = r.randrange(len(T)); A, B = r.sample(CF, 2); wl, u = r.choice(WL)
    v1 = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900)); v2 = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900))
    s = T[ti].format(A=A, B=B, wl=wl, u=u, v1=v1, v2=v2)
    s = s[0].upper() + s[1:]
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <p%d@x>\n\n%s\n" % (i, s)
    d = score.extract(bin_, msg)
    ok = score.tally(st[ti], ((v1, A), (v2, B)), score.found_names(d))
    if not ok: bad.append((T[ti], msg))
score.finish(st, bad, '%-70s n %3d found %3d named %3d', lambda k: T[k][:70])
