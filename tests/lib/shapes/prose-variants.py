#!/usr/bin/env python3
# prose-variants.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""prose-variants.py BIN N SEED: more sentences giving two builds' figures: versus, while, where, an aside, a clause without its verb, names the vocabulary lacks."""
import collections, random, re, sys
import score
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "tip", "BORE", "mainline", "vanilla", "v5.15", "sched_ext", "linux-next"]
WL = [("hackbench", "s", "seconds"), ("tbench", "MB/s", "MB/s"), ("schbench p99 latency", "us", "usec"), ("kernel build", "s", "seconds"), ("pgbench", "tps", "tps")]
T = [
 "{A} finishes {wl} in {v1} {w} versus {v2} {w} for {B}.",
 "{A} takes {v1} {w} while {B} takes {v2} {w}.",
 "I get {v1} {u} on {A} and {v2} {u} on {B}.",
 "On {A} I get {v1} {u}; on {B}, {v2} {u}.",
 "{wl} goes up to {v2} {u} with {B} (from {v1} {u} with {A}).",
 "The {wl} figure is {v1} {u} with {A} compared to {v2} {u} with {B}.",
 "{A} averaged {v1} {w} over five runs, {B} {v2} {w}.",
 "With {A} I see {v1} {u}, and with {B} {v2} {u}.",
 "{wl} on {A}: {v1} {u}; on {B}: {v2} {u}.",
 "Running {wl}, {A} scored {v1} {u} and {B} scored {v2} {u}.",
 "{A} is at {v1} {u} and {B} at {v2} {u}.",
 "{B} reaches {v2} {u} where {A} reaches {v1} {u}.",
 "For {wl}, {A} = {v1} {u} and {B} = {v2} {u}.",
 "{A} ({v1} {u}) beats {B} ({v2} {u}) on {wl}.",
]
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
st = collections.defaultdict(lambda: [0, 0, 0]); bad = []
for i in range(n):
    ti = r.randrange(len(T)); A, B = r.sample(CF, 2); wl, u, w = r.choice(WL)
    v1 = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900)); v2 = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900))
    s = T[ti].format(A=A, B=B, wl=wl, u=u, w=w, v1=v1, v2=v2)
    s = s[0].upper() + s[1:]
    intro = r.choice(["", "I ran the numbers again on my box.\n\n", "Hi,\n\n"])
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <p%d@x>\n\n%s%s\n" % (i, intro, s)
    d = score.extract(bin_, msg)
    ok = score.tally(st[ti], ((v1, A), (v2, B)), score.found_names(d))
    if not ok: bad.append((T[ti], msg))
score.finish(st, bad, '%-70s n %3d found %3d named %3d', lambda k: T[k][:70])
