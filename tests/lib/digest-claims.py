#!/usr/bin/env python3
"""digest-claims.py: the claims a Markdown digest quotes, held to a golden claims file

  digest-claims.py DIGEST.md GOLDEN-CLAIMS.json

The digest lists claims as lines
  - “TEXT”: **STATUS**; posted P, recomputed R (NOTE). [post](<URL>)
in posting order.  Each golden claim (tests/golden/NNN-claims.json) must be
there, in that order, its text the start of the quoted text and its status
the same; and the digest must quote no claim more.  Exit 1 on a difference.
"""
import json, re, sys

LINE = re.compile(r'^- \u201c(.*)\u201d: \*\*((?:\\.|[^*])*)\*\*')

def unescape(s):
    return re.sub(r'\\(.)', r'\1', s)

def main():
    got = []
    for line in open(sys.argv[1], encoding="utf-8"):
        m = LINE.match(line)
        if m:
            got.append((unescape(m.group(1)), unescape(m.group(2))))
    want = json.load(open(sys.argv[2]))
    bad = 0
    if len(got) != len(want):
        print("%d claims in the digest, %d golden" % (len(got), len(want)))
        bad = 1
    for i, (g, w) in enumerate(zip(got, want)):
        if not g[0].startswith(w["text"]) or g[1] != w["status"]:
            print("claim %d: digest %r %s; golden %r %s" % (i + 1, g[0][:80], g[1], w["text"][:80], w["status"]))
            bad = 1
    return bad

sys.exit(main())
