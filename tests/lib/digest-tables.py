#!/usr/bin/env python3
"""digest-tables.py: hold the figure tables of a Markdown digest to a golden figures file

  digest-tables.py DIGEST.md GOLDEN.json    exit 1 unless the tables hold exactly the golden figures
  digest-tables.py --ids DIGEST.md          print the series ids the tables link to, one a line

A figure in a digest table is a link whose URL ends in /series/ID; its text
is the figure as posted.  The golden figures of a post are the posted texts
of its series: every value, or the six numbers of a posted summary.  The two
are compared as multisets: nothing missing, nothing extra, no figure twice
that was posted once.
"""
import collections, json, re, sys

LINK = re.compile(r'\[((?:\\.|[^\]\\])*)\]\(<([^>]*)>\)')

def unescape(s):
    return re.sub(r'\\(.)', r'\1', s)

def table_links(md):
    """(text, series id) of every series link in a table row."""
    out = []
    for line in md.splitlines():
        if not line.startswith('|'):
            continue
        for text, url in LINK.findall(line):
            m = re.search(r'/series/([^/?#]+)$', url)
            if m:
                out.append((unescape(text), m.group(1)))
    return out

def golden_texts(golden):
    out = []
    for s in golden["series"]:
        if s.get("summary"):
            out += [v["text"] for v in s["summary"].values() if v is not None]
        else:
            out += [v["text"] for v in s["values"]]
    return out

def main():
    if sys.argv[1] == "--ids":
        for i in sorted({i for _, i in table_links(open(sys.argv[2]).read())}):
            print(i)
        return 0
    have = collections.Counter(t for t, _ in table_links(open(sys.argv[1]).read()))
    want = collections.Counter(golden_texts(json.load(open(sys.argv[2]))))
    bad = 0
    for t in sorted((want - have).elements()):
        print("missing from the digest: %s" % t)
        bad = 1
    for t in sorted((have - want).elements()):
        print("in the digest, not golden: %s" % t)
        bad = 1
    print("%d figures in the tables, %d golden" % (sum(have.values()), sum(want.values())))
    return bad

sys.exit(main())
