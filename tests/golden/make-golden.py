#!/usr/bin/env python3
"""make-golden.py: write tests/golden/NNN.json from figures typed by hand from the posts

Every figure below was typed from reading the seed posts data/sample/NNN_*.txt,
not copied from program output.  This script only
expands the typing into the JSON of docs/figures-json.md, with two changes a
hand-written file needs (see README.md): ids are replaced by positions (a
series' "system" is an index into "systems", a comparison's "a"/"b" index
into "series"), and a span is the pair of texts the decoded text at the span
starts and ends with, since byte offsets move when a reader recovers lines.
"""
import json, os

def n(text, scale=1.0):
    """A posted number: its text, and the value parsed by hand."""
    return {"value": float(text) * scale, "text": text}

def t(text):
    """A posted time m:ss.ff in seconds."""
    m, s = text.split(":")
    return {"value": int(m) * 60 + float(s), "text": text}

def series(workload, metric, unit, better, sched, os_, ver, params, author, system, span,
           label=None, values=None, summary=None, found_by=None):
    s = {"workload": workload, "metric": metric, "unit": unit, "better": better,
         "scheduler": sched, "os": os_, "os_version": ver, "label": label, "found_by": found_by,
         "params": params}
    if summary is not None:
        s["summary"] = summary
    else:
        s["values"] = values
    s.update({"system": system, "author": author, "span": span})
    return s

def cmp(a, b, workload, span, confidence=None, delta=None, delta_ci=None, delta_pct=None,
        ci_pct=None, pooled_s=None, proven=None, text=None):
    return {"a": a, "b": b, "workload": workload, "confidence": confidence, "delta": delta,
            "delta_ci": delta_ci, "delta_pct": delta_pct, "ci_pct": ci_pct,
            "pooled_s": pooled_s, "proven": proven, "text": text, "span": span}

def system(span, author, cpu_model=None, arch=None, sockets=None, cores=None, threads=None,
           clock_ghz=None, memory_mb=None, disks=None):
    return {"cpu_model": cpu_model, "arch": arch, "board": None, "sockets": sockets,
            "cores": cores, "threads": threads, "clock_ghz": clock_ghz,
            "memory_mb": memory_mb, "disks": disks, "author": author, "span": span}

TIME = ("s", "lower")

def post000():
    josh, remy = "Josh Carroll", "Remy Nonnenmacher"
    out, cmps = [], []
    # quoted labelled groups (Josh Carroll wrote:)
    groups = [("buildkernel", "real", "s", "lower", {"jobs": n("8")}, t, "3:25.56", "3:39.20", "-6.6"),
              ("ubench", "score", "score", "higher", {"variant": "CPU"}, n, "1705258", "1713510", "+0.48"),
              ("super-smack", "queries/s", "1/s", "higher", {"variant": "select-key 10 10000"}, n,
               "55044.38", "68085.21", "+23.69"),
              ("super-smack", "queries/s", "1/s", "higher", {"variant": "update-select 10 10000"}, n,
               "16734.15", "17631.43", "+5.36")]
    for w, m, u, b, params, conv, bsd, ule, diff in groups:
        a = len(out)
        out.append(series(w, m, u, b, "4BSD", "FreeBSD", None, params, josh, None,
                          ["4BSD: " + bsd, bsd], values=[conv(bsd)], found_by="pair"))
        out.append(series(w, m, u, b, "ULE", "FreeBSD", None, params, josh, None,
                          ["ULE: " + ule, ule], values=[conv(ule)], found_by="pair"))
        cmps.append(cmp(a, a + 1, w, ["Difference: " + diff, diff + " %"],
                        delta_pct=n(diff)))
    m1000 = {"variant": "M1000", "variant_def":
             "noatime /usr, kern.hz=1000, tar cf /dev/null /usr/src before run", "hz": n("1000")}
    v100 = {"variant": "100", "variant_def":
            "generic test with kern.hz=100 (To be compared with -j8 line)", "hz": n("100")}
    m100 = {"variant": "M100", "variant_def": "idem with kern.hz=100", "hz": n("100")}
    # each table's title line names its configuration (label, as posted)
    titles = {None: "i386: 6.2-RELEASE", "4BSD": "i386: 7.0-current (as of 10/16/2007) - SCHED_4BSD",
              "ULE": "i386: 7.0-current (as of 10/16/2007) - SCHED_ULE"}
    tables = [
        (None, "6.2-RELEASE", [
            ("-j4", "746.08", "1996.38", "468.91", "1535.1"), ("-j6", "595.31", "1957.31", "539.24", "2304.9"),
            ("-j8", "534.21", "1957.76", "567.06", "3068.5"), ("M1000", "492.64", "1956.58", "587.41", None),
            ("100", "526.22", "1936.98", "559.49", "3073.8"), ("M100", "474.26", "1947.09", "563.95", None),
            ("-j10", "550.18", "1975.54", "588.33", None), ("-j12", "550.23", "1976.88", "602.65", None),
            ("-j16", "559.22", "1972.19", "634.29", None)]),
        ("4BSD", "7.0-CURRENT as of 10/16/2007", [
            ("-j4", "1072.64", "2880.29", "561.13", "1495.7"), ("-j6", "842.91", "2813.75", "638.91", "2244.8"),
            ("-j8", "758.48", "2824.23", "704.00", "2990.1"), ("M1000", "696.12", "2820.53", "706.97", None),
            ("100", "752.58", "2809.97", "685.35", "2993.2"), ("M100", "666.58", "2804.72", "714.01", None),
            ("-j10", "763.82", "2843.44", "743.77", None), ("-j12", "785.12", "2845.11", "770.31", None),
            ("-j16", "805.02", "2848.06", "819.53", None)]),
        ("ULE", "7.0-CURRENT as of 10/16/2007", [
            ("-j4", "1047.00", "2857.59", "486.93", "1494.2"), ("-j6", "831.10", "2793.94", "524.58", "2242.6"),
            ("-j8", "803.34", "2796.46", "552.56", "2991.0"), ("M1000", "709.77", "2793.20", "572.27", None),
            ("100", "785.18", "2765.14", "545.57", "2991.4"), ("M100", "707.09", "2769.88", "572.92", None),
            ("-j10", "813.36", "2808.13", "587.51", None), ("-j12", "824.23", "2817.60", "618.00", None),
            ("-j16", "856.11", "2847.68", "721.97", None)]),
    ]
    for sched, ver, rows in tables:
        for key, real, user, sys_, rsa in rows:
            if key.startswith("-j"):
                params = {"jobs": n(key[2:])}
            else:
                params = {"M1000": m1000, "100": v100, "M100": m100}[key]
            end = rsa + " RSA" if rsa else sys_ + " sys"
            span = [key + ": " + real, end]
            for metric, v in (("real", real), ("user", user), ("sys", sys_)):
                out.append(series("buildworld", metric, "s", "lower", sched, "FreeBSD", ver,
                                  params, remy, 0, span, label=titles[sched], values=[n(v)],
                                  found_by="tool:time"))
            if rsa:
                out.append(series("openssl-rsa", "sign/s", "1/s", "higher", sched, "FreeBSD", ver,
                                  params, remy, 0, span, label="RSA", values=[n(rsa)],
                                  found_by="tool:time"))
    systems = [system(["2xE5345", "1xsata"], remy, cpu_model="E5345", sockets=n("2"),
                      cores=n("8"), clock_ghz={"value": 2.33, "text": "2.33Ghz"},
                      memory_mb={"value": 8192.0, "text": "8G"}, disks="1xsata")]
    return out, systems, cmps

def post001():
    rw = "Robert Watson"
    out = []
    tables = [("4BSD", "5.2.1-RELEASE", [
                  ("default", "2195.16", "1717.69", "467.78"), ("-j 2", "2003.20", "2151.49", "539.67"),
                  ("-j 4", "1703.15", "2485.99", "654.00"), ("-j 6", "1645.34", "2595.67", "718.12"),
                  ("-j 8", "1627.88", "2618.15", "743.53")]),
              ("ULE", "5.2.1", [
                  ("default", "2191.03", "1722.31", "455.82"), ("-j 2", "1993.30", "2154.71", "528.67"),
                  ("-j 4", "1688.14", "2493.55", "646.69"), ("-j 6", "1630.02", "2597.88", "706.06"),
                  ("-j 8", "1617.72", "2619.99", "737.98")])]
    for sched, ver, rows in tables:
        for key, real, user, sys_ in rows:
            params = {"variant": key} if key == "default" else {"jobs": n(key[3:])}
            for label, metric, v in (("Real", "real", real), ("User", "user", user), ("Sys", "sys", sys_)):
                out.append(series("buildworld", metric, "s", "lower", sched, "FreeBSD", ver, params,
                                  rw, 0, [key, sys_], label=label, values=[n(v)], found_by="table"))
    systems = [system(["two Xeon 2.4GHz", "1GB"], rw, cpu_model="Xeon", sockets={"value": 2.0, "text": "two"},
                      threads={"value": 2.0, "text": "two"}, clock_ghz={"value": 2.4, "text": "2.4GHz"},
                      memory_mb={"value": 1024.0, "text": "1GB"})]
    return out, systems, []

def post002():
    kris = "Kris Kennaway"
    blocks = [({"tasks": {"value": 1.0, "text": "one"}},
               ("real.one.4bsd", "9", "2.43", "2.5", "2.46", "2.4644444", "0.022973415"),
               ("real.one.ule", "11", "2.15", "2.18", "2.16", "2.1636364", "0.010269106"),
               ("-0.300808", "0.0161686", "-12.2059", "0.656073", "0.0171217")),
              ({"tasks": n("12")},
               ("real.4bsd", "10", "13.56", "14.43", "14.09", "14.02", "0.2641969"),
               ("real.ule", "11", "15.95", "17.34", "16.49", "16.570909", "0.40957184"),
               ("2.55091", "0.318571", "18.1948", "2.27226", "0.348356")),
              ({"tasks": n("4")},
               ("real.4.4bsd", "10", "4.65", "5.44", "5.17", "5.157", "0.22400645"),
               ("real.4.ule", "10", "5.41", "5.87", "5.69", "5.657", "0.1374409"),
               ("0.5", "0.174609", "9.69556", "3.38587", "0.185834"))]
    out, cmps = [], []
    for params, x, plus, diff in blocks:
        a = len(out)
        for sym, sched, (label, N, mn, mx, med, avg, sd) in (("x", "4BSD", x), ("+", "ULE", plus)):
            summary = {"n": n(N), "min": n(mn), "max": n(mx), "median": n(med), "mean": n(avg),
                       "stddev": n(sd)}
            out.append(series("tar-extract", "real", "s", "lower", sched, "FreeBSD", None, params,
                              kris, 1, [sym + " " + label, sd], label=label, summary=summary,
                              found_by="tool:ministat"))
        d, dci, pct, pci, pooled = diff
        cmps.append(cmp(a, a + 1, "tar-extract", ["Difference at 95.0% confidence",
                                                  "(Student's t, pooled s = " + pooled + ")"],
                        confidence=n("95.0"), delta=n(d), delta_ci=n(dci), delta_pct=n(pct),
                        ci_pct=n(pci), pooled_s=n(pooled), proven=True))
    systems = [system(["12-processor E4500", "12-processor E4500"], kris, cpu_model="E4500",
                      sockets=n("12")),
               system(["quad amd64", "quad amd64"], kris, arch="amd64",
                      cores={"value": 4.0, "text": "quad"})]
    return out, systems, cmps

def post003():
    rob = "Rob Hussey"
    kernels = [("2.6.21", None), ("2.6.22-ck1", None), ("2.6.23-rc6-cfs-devel", "CFS")]
    out = []
    for tasks, vals in (("15", ("5.88", "4.85", "5.14")), ("16", ("5.80", "4.77", "4.76"))):
        for (k, sched), v in zip(kernels, vals):
            out.append(series("lat_ctx", "latency", "us", "lower", sched, "Linux", k,
                              {"tasks": n(tasks)}, rob, None, [tasks + " ", vals[2]], label=k,
                              values=[n(v)], found_by="table"))
    runs = [("9.27", "9.27", "9.28", "9.28", "9.28"), ("8.50", "8.47", "8.47", "8.48", "8.48"),
            ("8.55", "8.55", "8.54", "8.54", "8.54")]
    for (k, sched), vals in zip(kernels, runs):
        out.append(series("pipe-test", "latency", "us", "lower", sched, "Linux", k, {}, rob, None,
                          ["2.6.21 2.6.22-ck1 2.6.23-rc6-cfs-devel", "5 9.28 8.48 8.54"], label=k,
                          values=[n(v) for v in vals], found_by="table"))
    return out, [], []

def post004():
    bc = "Barney Cordoba"
    configs = [("ULE", "SMP", ("74.85", "17.68", "5.86", ".49")),
               ("4BSD", "SMP", ("70.95", "18.07", "4.44", ".93")),
               ("4BSD", "NON-SMP", ("72.95", "15.04", "6.10", "1.17")),
               ("ULE", "NON-SMP", ("76.17", "16.99", "5.18", "1.66"))]
    names = [("idle", "idle: "), ("kernel {em1 que}", "kernel {em1 que} "),
             ("kernel {em0 que}", "kernel {em0 que} "), ("httpd", "httpd: ")]
    out = []
    for sched, variant, vals in configs:
        for (proc, prefix), v in zip(names, vals):
            out.append(series("http-load", "cpu-share", "%", "none", sched, "FreeBSD", None,
                              {"clients": n("100"), "process": proc, "variant": variant}, bc, 0,
                              [prefix + v + "%", v + "%"], values=[n(v)], found_by="tool:top"))
    systems = [system(["E5520", "1 core"], bc, cpu_model="E5520", cores=n("1"))]
    return out, systems, []

POSTS = {"000": post000, "001": post001, "002": post002, "003": post003, "004": post004}

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, fn in POSTS.items():
        s, y, c = fn()
        doc = {"series": s, "cited": [], "systems": y, "comparisons": c, "claims": []}
        # the claims are kept as they stand in the file (written from the posts' sentences)
        path = os.path.join(here, name + ".json")
        if os.path.exists(path):
            doc["claims"] = json.load(open(path)).get("claims", [])
        with open(path, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
