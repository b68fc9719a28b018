#!/usr/bin/env python3
# key-values.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""key-values.py BIN N SEED: "NAME: value" lines and their kin; is each value under its name?"""
import json, os, random, subprocess, sys, re, collections
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "BORE", "vanilla", "patched", "SCHED_ULE", "tip", "base", "Before", "After", "with patch", "without patch", "6.6+patch"]
FORMS = ["{c}: {v}{u}", "{c}:\t{v} {u}", "{c} = {v} {u}", "{c} - {v}{u}", "  {c:<14} {v} {u}", "{c}: {v} {u} (avg of 5 runs)", "* {c}: {v}{u}"]
UNITS = ["s", "ms", "us", " MB/s", " ops/s", " tps", "%"]
def norm(s): return re.sub(r"[^a-z0-9]", "", (s or "").lower().replace("sched_", ""))
def numkey(t):
    m = re.match(r"[-+]?[0-9]*\.?[0-9]+", t or ""); return round(float(m.group(0)), 4) if m else None
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
st = collections.defaultdict(lambda: [0, 0, 0]); bad = []
for i in range(n):
    fi = r.randrange(len(FORMS)); cfgs = r.sample(CF, r.choice([2, 3])); u = r.choice(UNITS).strip()
    wl = r.choice(["hackbench", "tbench", "schbench p99", "kernel build", "pgbench"])
    body = [r.choice(["%s results:" % wl, "Here is %s:" % wl, "%s (lower is better):" % wl]), ""]; truth = []
    for c in cfgs:
        v = "%.*f" % (r.choice([1, 2]), r.uniform(1, 900))
        body.append(FORMS[fi].format(c=c, v=v, u=(" " + u if u in ("MB/s", "ops/s", "tps") else u)).replace("  " + u, " " + u))
        truth.append((v, c))
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <k%d@x>\n\n" % i + "\n".join(body) + "\n\nThanks.\n"
    d = json.loads(subprocess.run([bin_, "extract", "--text", "-"], input=msg.encode(), capture_output=True).stdout or b'{"series":[]}')
    found = collections.defaultdict(list)
    for x in d.get("series", []):
        nm = " ".join(filter(None, [x.get(k) or "" for k in ("scheduler", "kernel", "os_version", "label", "name")]))
        for v in x.get("values", []): found[numkey(v.get("text"))].append(norm(nm))
    ok = True
    for v, c in truth:
        st[fi][0] += 1
        if numkey(v) in found:
            st[fi][1] += 1
            if any(norm(c) in nm or (nm and nm in norm(c)) for nm in found[numkey(v)]): st[fi][2] += 1
            else: ok = False
        else: ok = False
    if not ok: bad.append((FORMS[fi], msg))
for fi in sorted(st): print("%-32s n %3d found %3d named %3d" % (FORMS[fi], *st[fi]))
with open(os.environ.get("SHAPES_MISSED", os.devnull), "w") as f:
    for t, m in bad: f.write("#### %s\n%s\n" % (t, m))
print("named %d of %d" % (sum(v[2] for v in st.values()), sum(v[0] for v in st.values())))
