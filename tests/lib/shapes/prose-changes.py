#!/usr/bin/env python3
# prose-changes.py: generated posts of one family of shapes, every figure known; prints how many were found under the right build (tests/t2090)
"""prose-changes.py BIN N SEED: sentences stating a change between two builds; is the change found as a comparison of the right sides?"""
import json, os, random, subprocess, sys, re, collections
CF = ["6.6", "6.7-rc1", "CFS", "EEVDF", "ULE", "4BSD", "tip", "BORE", "SCHED_ULE", "linux-next", "vanilla", "the patch", "this series"]
WL = ["hackbench", "tbench", "schbench", "kernel build", "pgbench", "netperf"]
T = [
 "{A} is {p}% faster than {B} on {wl}.",
 "{wl} improves by {p}% with {A} compared to {B}.",
 "With {A}, {wl} is {p}% slower than with {B}.",
 "{A} gives a {p}% improvement over {B} in {wl}.",
 "Compared to {B}, {A} reduces {wl} runtime by {p}%.",
 "{wl}: {A} is {p}% better than {B}.",
 "I see a {p}% regression in {wl} with {A} vs {B}.",
 "{A} outperforms {B} by {p}% on {wl}.",
]
def norm(s): return re.sub(r"[^a-z0-9]", "", (s or "").lower().replace("sched_", "").replace("the", "").replace("this", ""))
bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); r = random.Random(seed)
st = collections.defaultdict(lambda: [0, 0, 0, 0]); bad = []
for i in range(n):
    ti = r.randrange(len(T)); A, B = r.sample(CF, 2); wl = r.choice(WL); p = "%.*f" % (r.choice([0, 1]), r.uniform(1, 40))
    s = T[ti].format(A=A, B=B, wl=wl, p=p); s = s[0].upper() + s[1:]
    msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <c%d@x>\n\n%s\n" % (i, s)
    d = json.loads(subprocess.run([bin_, "extract", "--text", "-"], input=msg.encode(), capture_output=True).stdout or b'{"series":[]}')
    ids = {x["id"]: " ".join(filter(None, [x.get(k) or "" for k in ("scheduler", "kernel", "label")])) for x in d.get("series", [])}
    st[ti][0] += 1
    ok = False
    for c in d.get("comparisons", []):
        dp = (c.get("delta_pct") or {}).get("value")
        if dp is None or abs(abs(dp) - float(p)) > 1e-6: continue
        st[ti][1] += 1
        sides = {norm(ids.get(c["a"])), norm(ids.get(c["b"]))}
        if any(norm(A) in x or (x and x in norm(A)) for x in sides) and any(norm(B) in x or (x and x in norm(B)) for x in sides):
            st[ti][2] += 1; ok = True
        break
    st[ti][3] += bool(d.get("claims"))
    if not ok: bad.append((ti, s, [(ids.get(c["a"]), ids.get(c["b"]), (c.get("delta_pct") or {}).get("text")) for c in d.get("comparisons", [])]))
for ti in sorted(st): print("%d %-62s n %3d cmp %3d sides %3d claim %3d" % (ti, T[ti][:62], *st[ti]))
with open(os.environ.get("SHAPES_MISSED", os.devnull), "w") as f:
    for b in bad: f.write("%d | %s | %s\n" % b)
print("named %d of %d" % (sum(v[2] for v in st.values()), sum(v[0] for v in st.values())))
