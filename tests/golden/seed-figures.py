#!/usr/bin/env python3
"""seed-figures.py: every figure the seed goldens held at 2ef9080 is still produced

  seed-figures.py NAME ACTUAL.json SEED.json

A figure is (value as posted, workload, scheduler, os_version, label): the
actual 'schedlore show' output must have a series with the same workload,
scheduler and os_version whose values or summary hold that text, and whose
label is the old one, or contains it, or (where the old had none) anything.
Prints each figure not found; exit 1 if one is missing.
"""
import json, sys


def texts(s):
    t = [v["text"] for v in s.get("values") or []]
    t += [v["text"] for v in (s.get("summary") or {}).values() if v]
    return t


def main():
    name, actual, seed = sys.argv[1], json.load(open(sys.argv[2])), json.load(open(sys.argv[3]))
    missing = 0
    for f in seed["figures"][name]:
        ok = any(s["workload"] == f["workload"] and s["scheduler"] == f["scheduler"] and
                 s["os_version"] == f["os_version"] and f["value"] in texts(s) and
                 (f["label"] is None or (s["label"] or "").find(f["label"]) >= 0)
                 for s in actual["series"])
        if not ok:
            missing += 1
            print("missing: %s" % json.dumps(f))
    print("%d of %d seed figures found" % (len(seed["figures"][name]) - missing, len(seed["figures"][name])))
    sys.exit(1 if missing else 0)


main()
