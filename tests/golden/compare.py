#!/usr/bin/env python3
"""compare.py: hold 'schedlore show --json' output to a hand-written golden file

  compare.py ACTUAL.json GOLDEN.json BODY.b64 [--claims-only]

BODY.b64 is the message's decoded text, base64.  Series, systems and
comparisons are matched as sets (order is not part of the contract); ids are
mapped to positions; a golden span [start_text, end_text] holds when the
decoded text at the actual span starts and ends with those texts.  Numbers
match when the posted text is equal and the value within 1e-9 (relative).
A golden claim's text is the start of the claim's text; its series are
positions in the golden series (a set); its check's recomputed value holds
when the actual one rounds to the digits written (null: none); "why" is the
hand-written arithmetic and is not compared.  --claims-only reports claim
differences only (series are matched without their author and system, for a
message imported under another sender).
Prints every difference; exit 1 if there is one.
"""
import base64, json, sys

def num_eq(a, g):
    if g is None or a is None:
        return a is None and g is None
    if not isinstance(a, dict) or not isinstance(g, dict):
        return False
    return a.get("text") == g.get("text") and abs(a["value"] - g["value"]) <= 1e-9 * max(1, abs(g["value"]))

def val_eq(a, g):
    if isinstance(g, dict) and "value" in g and "text" in g:
        return num_eq(a, g)
    if isinstance(g, dict):
        return isinstance(a, dict) and set(a) == set(g) and all(val_eq(a[k], g[k]) for k in g)
    if isinstance(g, list):
        return isinstance(a, list) and len(a) == len(g) and all(val_eq(x, y) for x, y in zip(a, g))
    return a == g

def span_ok(body, span, want):
    s, e = span
    text = body[s:e]
    return text.startswith(want[0].encode()) and text.endswith(want[1].encode())

def match(kind, actual, golden, body, same, report):
    """Pair golden items with actual ones; returns {golden index: actual index}."""
    used, pairs = set(), {}
    for gi, g in enumerate(golden):
        for ai, a in enumerate(actual):
            if ai not in used and same(a, g) and span_ok(body, a["span"], g["span"]):
                used.add(ai)
                pairs[gi] = ai
                break
        else:
            report.append("missing %s %d: %s" % (kind, gi, json.dumps(g)))
    for ai, a in enumerate(actual):
        if ai not in used:
            a = dict(a)
            a["span_text"] = body[a["span"][0]:a["span"][1]].decode(errors="replace")[:120]
            report.append("extra %s: %s" % (kind, json.dumps(a)))
    return pairs

def rec_eq(a, g):
    if g is None or a is None:
        return a is None and g is None
    digits = len(repr(float(g)).split(".")[1]) if "." in repr(float(g)) and float(g) != int(g) else 0
    return abs(a["value"] - g) <= 0.5 * 10 ** -digits + 1e-12

def claims_match(actual, golden, body, ser_pos, report):
    def same(a, g):
        return (a["text"].startswith(g["text"]) and
                num_eq(a["check"]["posted"] if a["check"] else None, g["check"]["posted"]))
    pairs = match("claim", actual, golden, body, same, report)
    for gi, ai in pairs.items():
        a, g = actual[ai], golden[gi]
        if set(a) != {"id", "text", "span", "series", "check"} or set(a["check"]) != {"status", "posted", "recomputed", "note"}:
            report.append("claim %d: fields %s" % (gi, sorted(a)))
        if a["check"]["status"] != g["check"]["status"]:
            report.append("claim %d (%s): status %s, want %s; note: %s" % (
                gi, g["text"][:40], a["check"]["status"], g["check"]["status"], a["check"]["note"]))
        if not rec_eq(a["check"]["recomputed"], g["check"]["recomputed"]):
            report.append("claim %d (%s): recomputed %s, want %s" % (
                gi, g["text"][:40], a["check"]["recomputed"], g["check"]["recomputed"]))
        got = sorted((ser_pos.get(s, "?" + s) for s in a["series"]), key=str)
        if got != sorted(g["series"], key=str):
            report.append("claim %d (%s): series %s, want %s" % (gi, g["text"][:40], got, sorted(g["series"])))
        if not a["id"].startswith("a") or len(a["id"]) != 17:
            report.append("claim %d: id %s" % (gi, a["id"]))

def main():
    actual = json.load(open(sys.argv[1]))
    golden = json.load(open(sys.argv[2]))
    body = base64.b64decode(open(sys.argv[3]).read())
    report = []
    claims_only = "--claims-only" in sys.argv[4:]
    skip = ("id", "span", "system", "a", "b") + (("author",) if claims_only else ())
    fields = lambda g: [k for k in g if k not in skip]

    sys_pairs = match("system", actual["systems"], golden["systems"], body,
                      lambda a, g: set(a) - {"id"} == set(g) and all(val_eq(a[k], g[k]) for k in fields(g)),
                      report)
    sys_ids = {actual["systems"][ai]["id"]: gi for gi, ai in sys_pairs.items()}

    def series_same(a, g):
        if set(a) - {"id"} != set(g):
            return False
        if claims_only:
            return all(val_eq(a[k], g[k]) for k in fields(g))
        if (g["system"] is None) != (a["system"] is None):
            return False
        if g["system"] is not None and sys_ids.get(a["system"]) != g["system"]:
            return False
        return all(val_eq(a[k], g[k]) for k in fields(g))

    ser_pairs = match("series", actual["series"], golden["series"], body, series_same, report)
    ser_ids = {actual["series"][ai]["id"]: gi for gi, ai in ser_pairs.items()}

    def cmp_same(a, g):
        return (set(a) - {"id"} == set(g) and ser_ids.get(a["a"]) == g["a"] and
                ser_ids.get(a["b"]) == g["b"] and all(val_eq(a[k], g[k]) for k in fields(g)))

    match("comparison", actual["comparisons"], golden["comparisons"], body, cmp_same, report)
    if actual["cited"] != golden["cited"]:
        report.append("cited: got %s want %s" % (actual["cited"], golden["cited"]))
    ser_pos = {actual["series"][ai]["id"]: gi for gi, ai in ser_pairs.items()}
    if claims_only:
        report = []
    claims_match(actual["claims"], golden["claims"], body, ser_pos, report)
    for line in report:
        print(line)
    print("%d claims; " % len(golden["claims"]), end="")
    print("%d series, %d systems, %d comparisons matched; %d differences" % (
        len(ser_pairs), len(sys_pairs), len(golden["comparisons"]) - sum(
            1 for r in report if r.startswith("missing comparison")), len(report)))
    sys.exit(1 if report else 0)

main()
