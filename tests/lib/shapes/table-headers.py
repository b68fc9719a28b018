#!/usr/bin/env python3
# table-headers.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""table-headers.py BIN N SEED: tables with two-line headers, change columns, units in headers, summary rows."""
import collections, random, re, sys

import score
BASES = ["6.6", "6.7-rc2", "v6.8", "tip", "5.15"]
PATCH = ["patched", "+patch", "+series", "vanilla", "eevdf", "base", "+v2"]
def val(r): return "%.*f" % (r.choice([1, 2, 3]), r.uniform(1, 5000))
def make(r):
    shape = r.choice(["twoline", "change", "unithead", "summary"])
    keys = [str(k) for k in sorted(r.sample([1, 2, 4, 8, 16, 32, 64], 3))]
    truth = []
    if shape == "twoline":
        b = r.choice(BASES); p1, p2 = r.sample(PATCH, 2)
        cfg = [b + " " + p1, b + " " + p2]
        h1 = ["", b, b]; h2 = ["threads", p1, p2]
        rows = [h1, h2]
        for k in keys:
            row = [k]
            for c in cfg:
                v = val(r); row.append(v); truth.append((v, c))
            rows.append(row)
    elif shape == "change":
        a, b = r.sample(BASES + ["CFS", "EEVDF", "ULE", "4BSD"], 2)
        rows = [["clients", a, b, r.choice(["%diff", "delta", "change"])]]
        for k in keys:
            v1, v2 = val(r), val(r)
            d = "%+.2f%%" % ((float(v2) - float(v1)) / float(v1) * 100)
            rows.append([k, v1, v2, d]); truth += [(v1, a), (v2, b)]
    elif shape == "unithead":
        a, b = r.sample(BASES + ["CFS", "EEVDF"], 2)
        u = r.choice(["(s)", "(ms)", "[MB/s]", "(tps)"])
        rows = [["test", a + " " + u, b + " " + u]]
        for wl in r.sample(["hackbench", "tbench", "schbench", "pgbench", "netperf"], 3):
            v1, v2 = val(r), val(r); rows.append([wl, v1, v2]); truth += [(v1, a), (v2, b)]
    else:
        a, b = r.sample(BASES + ["CFS", "EEVDF", "ULE"], 2)
        rows = [["", a, b]]
        for i in range(r.choice([3, 5])):
            v1, v2 = val(r), val(r); rows.append([str(i + 1), v1, v2]); truth += [(v1, a), (v2, b)]
        for st in r.sample(["avg", "mean", "stddev", "min", "max", "median"], 2):
            rows.append([st, val(r), val(r)])
    w = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["   ".join(c.rjust(w[i]) if i else c.ljust(w[i]) for i, c in enumerate(row)).rstrip() for row in rows]
    body = [r.choice(["hackbench (seconds):", "Results:", "tbench throughput:"]), ""] + lines + ["", "Thanks."]
    return shape, "\n".join(body) + "\n", truth
score.run(make, "h", '%-10s figures %4d found %4d named %4d')
