#!/usr/bin/env python3
# table-variants.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""table-variants.py BIN N SEED: tables as lists print them: boxes, rules, pipes, thousands, a change or a bracketed ratio after values, builds named by a commit and a note, runs after a colon."""
import collections, random, re, sys
import score

CFG = ["6.6", "v6.8-rc1", "tip", "eevdf", "CFS", "ULE", "4BSD", "baseline", "patched", "base", "vanilla",
       "6.6+patch", "sched_ext", "BORE", "linux-next", "7.0-CURRENT", "with patch", "without patch", "6.9 + v3"]
WL = ["hackbench", "tbench", "schbench", "pgbench", "netperf", "dbench", "stress-ng"]
def val(r, thousands=False):
    if thousands:
        return "{:,}".format(r.randint(10000, 9999999))
    return "%.*f" % (r.choice([1, 2, 3]), r.uniform(1, 5000))

def layout(rows, right=True, sep="   "):
    w = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [sep.join(c.rjust(w[i]) if right and i else c.ljust(w[i]) for i, c in enumerate(row)).rstrip() for row in rows], w

def make(r):
    shape = r.choice(["box", "pct", "ratio", "thousands", "colonrow", "eqsep", "dashsep", "pipes", "hash"])
    truth = []
    cfgs = r.sample(CFG, r.choice([2, 2, 3]))
    keys = r.sample(WL, 3) if r.random() < 0.5 else [str(k) for k in sorted(r.sample([1, 2, 4, 8, 16, 32, 64], 3))]
    keyhead = "test" if not keys[0].isdigit() else r.choice(["threads", "groups", "clients"])
    if shape == "hash":
        hashes = ["%07x" % r.randint(0, 16**7 - 1) for _ in cfgs]
        cfgs = [h + " (" + c + ")" for h, c in zip(hashes, cfgs)]
    rows = [[keyhead] + cfgs]
    for k in keys:
        row = [k]
        base = None
        for j, c in enumerate(cfgs):
            v = val(r, shape == "thousands")
            cell = v
            if shape == "pct" and j > 0:
                cell = v + " (%+.1f%%)" % r.uniform(-30, 30)
            if shape == "ratio":
                cell = v + " [%.2f]" % (1.0 if j == 0 else r.uniform(0.5, 1.5))
            row.append(cell)
            truth.append((v.replace(",", ""), c.split(" (")[0] if shape == "hash" else c))
        rows.append(row)
    lines, w = layout(rows)
    if shape == "box":
        bar = "+" + "+".join("-" * (x + 2) for x in w) + "+"
        lines = [bar] + ["| " + " | ".join(c.rjust(w[i]) if i else c.ljust(w[i]) for i, c in enumerate(row)) + " |" for row in rows]
        lines.insert(2, bar)
        lines.append(bar)
    elif shape == "pipes":
        lines = [" | ".join(c.rjust(w[i]) if i else c.ljust(w[i]) for i, c in enumerate(row)) for row in rows]
        lines.insert(1, "-+-".join("-" * x for x in w))
    elif shape == "eqsep":
        lines.insert(1, "=" * len(lines[0]))
    elif shape == "dashsep":
        lines.insert(1, "-" * max(len(l) for l in lines))
    elif shape == "colonrow":
        # one row per configuration, repeated runs across: "base:   12.3  12.4  12.5"
        truth = []
        lines = []
        width = max(len(c) for c in cfgs) + 1
        for c in cfgs:
            vs = [val(r) for _ in range(r.choice([3, 5]))]
            truth += [(v, c) for v in vs]
            lines.append((c + ":").ljust(width) + "  " + "  ".join(v.rjust(8) for v in vs))
    wl = r.choice(WL)
    intro = r.choice(["%s results (higher is better):" % wl, "Results of %s on a 2-socket box:" % wl,
                      "I ran %s %s times:" % (wl, r.choice(["five", "3", "several"])), "%s:" % wl])
    body = [intro, ""] + lines + ["", r.choice(["Thanks.", "", "Comments welcome."])]
    return shape, "\n".join(body) + "\n", truth

# "1,234,567": thousands separators are the number's
score.run(make, "v", '%-10s figures %4d found %4d named %4d',
          key=lambda t: score.numkey(re.sub(r'(?<=\d),(?=\d{3})', '', t or '')))
