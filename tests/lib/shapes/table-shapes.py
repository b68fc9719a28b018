#!/usr/bin/env python3
# table-shapes.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""table-shapes.py BIN N SEED [flat]: random benchmark tables with known figures; reports which shapes lose figures or names."""
import json, os, random, subprocess, sys, re, collections

CONFIGS_SPACED = ["6.6 + patch", "with patch", "without patch", "v2 series", "FreeBSD 7.0", "tip/sched/core"]
CONFIGS = ["6.6", "6.6+patch", "v6.7-rc1", "tip", "eevdf", "CFS", "ULE", "4BSD", "baseline", "patched",
           "base", "vanilla", "SIS_UTIL", "2.6.31-rc2(BFS)", "7.0-CURRENT", "linux-next", "6.8-rc3+v2",
           "NO_TTWU_QUEUE", "sched_ext", "BORE"]
WORKLOADS = [("hackbench", "seconds, lower is better", "s"), ("tbench", "MB/s, higher is better", "MB/s"),
             ("schbench", "p99 latency in usec", "us"), ("pgbench", "tps", "tps"), ("netperf", "Mbit/s", "Mbit/s"),
             ("kernel build", "seconds", "s"), ("sysbench oltp", "transactions/sec", "tps")]

def val(r):
    return "%.*f" % (r.choice([1, 2, 3]), r.uniform(1, 5000))

def fmt_rows(rows, style, r):
    if style == "md":
        w = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        out = ["| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(row)) + " |" for row in rows]
        out.insert(1, "|" + "|".join("-" * (x + 2) for x in w) + "|")
        return out
    if style == "tab":
        return ["\t".join(row) for row in rows]
    w = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    right = style == "right"
    out = []
    for row in rows:
        cells = [(c.rjust(w[i]) if right and i else c.ljust(w[i])) for i, c in enumerate(row)]
        out.append("   ".join(cells).rstrip())
    return out

def cellfmt(v, unit, r, mode):
    if mode == "unit":
        return v + unit if unit in ("s", "us", "ms") else v
    if mode == "dev":
        return v + " +- " + "%.2f" % r.uniform(0.01, 5)
    return v

def make(r):
    cfgs = r.sample(CONFIGS + CONFIGS_SPACED, r.choice([2, 2, 3, 4]))
    wl, unit_text, unit = r.choice(WORKLOADS)
    dim = r.choice(["runs", "threads", "none", "runs_avg", "workloads", "runs_stats"])
    mode = r.choice(["plain", "plain", "unit", "dev"])
    indent = r.choice(["", "", "  ", "    "])
    if mode != "plain" and style_guard(dim):
        mode = "plain"
    orient = r.choice(["cols", "cols", "rows"])
    style = r.choice(["left", "right", "tab", "md"])
    quoted = r.random() < 0.2
    keys = []
    if dim in ("runs", "runs_avg"):
        n = r.choice([3, 5])
        keys = [str(i + 1) for i in range(n)] if r.random() < 0.6 else ["run%d" % (i + 1) for i in range(n)]
        keyhead = "run"
    elif dim == "workloads":
        keys = r.sample([w[0] for w in WORKLOADS if " " not in w[0]], 3)
        keyhead = r.choice(["benchmark", "test", ""])
    elif dim == "threads":
        keys = [str(x) for x in r.sample([1, 2, 4, 8, 16, 32, 64], 3)]
        keys.sort(key=int)
        keyhead = r.choice(["threads", "clients", "groups"])
    else:
        keys = [""]
        keyhead = ""
    truth = []  # (value, config)
    if orient == "cols" and dim != "none":
        rows = [[keyhead] + cfgs]
        for k in keys:
            row = [k]
            for c in cfgs:
                v = val(r); row.append(cellfmt(v, unit, r, mode)); truth.append((v, c))
            rows.append(row)
        if dim == "runs_avg":
            rows.append(["avg"] + [val(r) for c in cfgs])
        if dim == "runs_stats":
            for st in ("mean", "stddev"):
                rows.append([st] + [val(r) for c in cfgs])
    elif orient == "rows" and dim == "threads":
        rows = [["kernel"] + ["%s %s" % (k, keyhead) for k in keys]]
        for c in cfgs:
            row = [c]
            for k in keys:
                v = val(r); row.append(v); truth.append((v, c))
            rows.append(row)
    elif orient == "rows" and dim in ("runs", "runs_avg", "runs_stats", "workloads"):
        rows = [["kernel"] + keys]
        for c in cfgs:
            row = [c]
            for k in keys:
                v = val(r); row.append(v); truth.append((v, c))
            rows.append(row)
    else:
        rows = [["kernel", "result"]] if r.random() < 0.5 else []
        for c in cfgs:
            v = val(r); rows.append([c, v]); truth.append((v, c))
        if not rows[0][0] == "kernel":
            pass
    lines = [indent + l for l in fmt_rows(rows, style, r)]
    intro = r.choice(["%s (%s):" % (wl, unit_text), "Results for %s, %s:" % (wl, unit_text),
                      "Here are the %s numbers (%s)." % (wl, unit_text), "%s:" % wl])
    body = [intro, ""] + lines + ["", r.choice(["Thoughts?", "Looks good to me.", "", "The patch helps here."])]
    if quoted:
        body = ["On Mon, 1 Jan 2024, A wrote:"] + ["> " + l if l else ">" for l in body]
    if FLAT:
        import re as _re
        pre = "On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list. " * 4
        body = [_re.sub(r"[ \t]+", " ", (pre + " ".join(body)).strip())]
        quoted = False
    shape = "%s/%s/%s%s%s" % (orient, dim, style, "/q" if quoted else "", "" if mode == "plain" else "/" + mode)
    return shape, "\n".join(body) + "\n", truth

def numkey(t):
    m = re.match(r"[-+]?[0-9]*\.?[0-9]+", t or "")
    return round(float(m.group(0)), 4) if m else None

def norm(s):
    return re.sub(r"[^a-z0-9]", "", (s or "").lower().replace("sched_", ""))

def style_guard(dim):
    return dim == "none"

FLAT = False
def main():
    global FLAT
    bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    FLAT = len(sys.argv) > 4 and sys.argv[4] == "flat"
    r = random.Random(seed)
    stats = collections.defaultdict(lambda: [0, 0, 0, 0])
    bad = []
    for i in range(n):
        shape, body, truth = make(r)
        msg = "From: a@example.org\nSubject: Re: sched test\nMessage-ID: <g%d@x>\n\n" % i + body
        out = subprocess.run([bin_, "extract", "--text", "-"], input=msg.encode(), capture_output=True)
        try:
            d = json.loads(out.stdout)
        except Exception:
            d = {"series": []}
        found = collections.defaultdict(list)
        for s in d.get("series", []):
            name = " ".join(filter(None, [s.get(k) or "" for k in ("scheduler", "kernel", "os_version", "label", "name")]))
            for v in s.get("values", []):
                found[numkey(v.get("text"))].append(norm(name))
        st = stats[shape]
        ok = True
        for v, c in truth:
            st[0] += 1
            if numkey(v) in found:
                st[1] += 1
                if any(norm(c) in nm or (nm and nm in norm(c)) for nm in found[numkey(v)]):
                    st[2] += 1
                else:
                    ok = False
            else:
                ok = False
        st[3] += 1
        if not ok:
            bad.append((shape, i, body))
    tot = [0, 0, 0]
    for k in sorted(stats):
        s = stats[k]
        tot = [tot[0] + s[0], tot[1] + s[1], tot[2] + s[2]]
        if s[2] < s[0]:
            print("%-28s posts %3d figures %4d found %4d named %4d" % (k, s[3], s[0], s[1], s[2]))
    print("TOTAL figures %d found %d (%.3f) named %d (%.3f)" % (tot[0], tot[1], tot[1] / tot[0], tot[2], tot[2] / tot[0]))
    print("named %d of %d" % (tot[2], tot[0]))
    with open(os.environ.get("SHAPES_MISSED", os.devnull), "w") as f:
        for shape, i, body in bad:
            f.write("#### %s g%d\n%s\n" % (shape, i, body))

main()
