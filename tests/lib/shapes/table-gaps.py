#!/usr/bin/env python3
# table-gaps.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""table-gaps.py BIN N SEED: tables whose rows are uneven or have holes, versions and governors over columns, groups keyed by other counts, m:ss times, one-figure rows opening '+', perf bench totals without their banner."""
import random
import score

CFG = ["6.6", "6.6+patch", "v6.8-rc1", "tip", "eevdf", "CFS", "ULE", "4BSD", "baseline", "patched", "base",
       "vanilla", "sched_ext", "BORE", "linux-next", "7.0-CURRENT", "6.9+v3", "tip+fix"]
WL = ["hackbench", "tbench", "schbench", "pgbench", "netperf", "dbench"]
GOV = ["schedutil", "ondemand", "powersave", "conservative", "intel_pstate", "acpi-cpufreq", "amd-pstate"]
COUNTS = ["groups", "clients", "threads", "tasks"]


def val(r):
    return "%.*f" % (r.choice([1, 2, 3]), r.uniform(1, 5000))


def grid(rows, right, sep):
    """Rows of cells laid out in columns; an empty cell stays blank, its column kept."""
    w = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for row in rows:
        cells = [(c.rjust(w[i]) if right and i else c.ljust(w[i])) for i, c in enumerate(row)]
        out.append(sep.join(cells).rstrip())
    return out


def ragged(r, truth):
    cfgs = r.sample(CFG, r.choice([2, 3, 4]))
    n = r.choice([4, 5])
    width = max(len(c) for c in cfgs) + 1
    lines = []
    for i, c in enumerate(cfgs):
        k = n + (r.choice([-1, 1]) if i and r.random() < 0.6 else 0)
        vs = ["%.1f" % r.uniform(80, 120) for _ in range(k)]
        truth += [(v, c) for v in vs]
        lines.append((c + ":").ljust(width) + "  " + "  ".join(v.rjust(6) for v in vs))
    return "%s, elapsed seconds, %d runs each:" % (r.choice(WL), n), lines


def holes(r, truth):
    cfgs = r.sample(CFG, r.choice([3, 4]))
    noun = r.choice(COUNTS)
    keys = r.sample(WL, 3) if r.random() < 0.5 else ["%d %s" % (k, noun if k > 1 else noun[:-1]) for k in (1, 4, 16)]
    rows = [[""] + cfgs]
    for i, k in enumerate(keys):
        row = [k]
        gap = r.randrange(1, len(cfgs) - 1) if i and r.random() < 0.7 else -1
        for j, c in enumerate(cfgs):
            if j == gap:
                row.append("")
                continue
            v = val(r)
            row.append(v)
            truth.append((v, c))
        rows.append(row)
    return "%s (%s):" % (r.choice(WL), r.choice(["seconds", "MB/s", "usec"])), grid(rows, r.random() < 0.5, "   ")


def verhead(r, truth):
    vers = sorted(r.sample(["4.19", "5.4", "5.10", "5.15", "6.1", "6.6", "6.8", "6.9"], r.choice([2, 3])),
                  key=lambda v: tuple(int(x) for x in v.split(".")))
    keys = r.sample(["bandwidth (MB/s)", "IOPS", "latency avg (us)", "throughput", "ops/sec", "p99 latency"], 2)
    rows = [[""] + vers]
    for k in keys:
        row = [k]
        for v in vers:
            x = "%d" % r.randint(1000, 400000) if r.random() < 0.5 else val(r)
            row.append(x)
            truth.append((x, v))
        rows.append(row)
    return "%s, %s:" % (r.choice(["fio randread 4k", "fio seqwrite 128k", "fio randrw"]), r.choice(["3 runs", "iodepth 32"])), \
        grid(rows, r.random() < 0.5, "    ")


def countgroups(r, truth):
    cfgs = r.sample(CFG, 2)
    wls = r.sample(WL, 2)
    lines = []
    head = [[""] + cfgs]
    body = []
    for wl in wls:
        noun = r.choice(COUNTS)
        body.append([wl + r.choice(["", " (lower is better)", " (higher is better)"])])
        for k in sorted(r.sample([1, 2, 4, 8, 16, 32], 2)):
            row = ["  %d %s" % (k, noun if k > 1 else noun.rstrip("s"))]
            for c in cfgs:
                v = val(r)
                row.append(v)
                truth.append((v, c))
            body.append(row)
    w0 = max(len(x[0]) for x in head + body if len(x) > 1) + 2
    wc = [max(len(c) for c in [cfgs[j]] + [x[j + 1] for x in body if len(x) > 1]) for j in range(2)]
    for x in head + body:
        if len(x) == 1:
            lines.append(x[0])
        else:
            lines.append(x[0].ljust(w0) + "   ".join(c.rjust(wc[j]) for j, c in enumerate(x[1:])))
    return "Results, average of 5 runs:", lines


def governors(r, truth):
    govs = r.sample(GOV, r.choice([2, 3]))
    keys = r.sample(["kernel build (s)", "gitsource (s)", "pgbench (tps)", "dbench (MB/s)"], 2)
    rows = [[""] + govs]
    for k in keys:
        row = [k]
        for g in govs:
            v = val(r)
            row.append(v)
            truth.append((v, g))
        rows.append(row)
    lines = grid(rows, True, r.choice(["   ", " | "]))
    return "Results per cpufreq governor, average of 3 runs:", lines


def minsec(r, truth):
    cfgs = r.sample(CFG, 2)
    lines = []
    for c in cfgs:
        vs = ["%d:%02d" % (r.randint(24, 59), r.randint(0, 59)) for _ in range(3)]
        truth += [(v, c) for v in vs]
        lines.append("%-12s %s" % (c + ":", ", ".join(vs)))
    return "buildworld -j%d, minutes:" % r.choice([4, 8, 16]), lines


def plusrow(r, truth):
    base = r.choice(["mainline", "tip", "baseline", "6.6", "v6.8-rc1"])
    add = r.choice(["this series", "the patch", "patch 3/4", "v2"])
    u = r.choice(["s", "sec", "MB/s"])
    a, b = val(r), val(r)
    truth += [(a, base), (b, add)]
    w = len(add) + 6
    sep = r.choice(["    ", "\t"])
    return "kernel build (make -j32) on my box takes:", \
        ["    " + base.ljust(w) + sep + a + " " + u, "    + " + add.ljust(w - 2) + sep + b + " " + u]


def perfbare(r, truth):
    cfgs = r.sample(CFG, 2)
    pipe = r.random() < 0.5
    lines = []
    for c in cfgs:
        lines += [c + ":"]
        for _ in range(r.choice([1, 2])):
            t = "%.3f" % r.uniform(0.5, 9)
            truth.append((t, c))
            lines.append("     Total time: %s [sec]" % t)
            if pipe:
                lines += ["", "       %.6f usecs/op" % r.uniform(1, 9), "         %d ops/sec" % r.randint(100000, 999999)]
        lines.append("")
    return "perf bench sched %s:" % ("pipe" if pipe else "messaging -g 20"), lines


SHAPES = {"ragged": ragged, "holes": holes, "verhead": verhead, "countgroups": countgroups,
          "governors": governors, "minsec": minsec, "plusrow": plusrow, "perfbare": perfbare}


def make(r):
    shape = r.choice(sorted(SHAPES))
    truth = []
    intro, lines = SHAPES[shape](r, truth)
    quoted = r.random() < 0.25
    body = [intro, ""] + lines + ["", r.choice(["Thanks.", "", "Comments welcome."])]
    if quoted:
        body = ["On Mon, 1 Jan 2024, A wrote:"] + ["> " + l if l else ">" for l in body]
    return shape + ("/q" if quoted else ""), "\n".join(body) + "\n", truth


def key(t):
    """"34:12" is 2052 seconds, as the extractor reads it"""
    if t and ":" in t:
        m, _, sec = t.partition(":")
        return float(m) * 60 + float(sec) if m.isdigit() and sec.isdigit() else None
    return score.numkey(t)


score.run(make, "g", '%-16s figures %4d found %4d named %4d', key=key)
