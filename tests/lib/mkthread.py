#!/usr/bin/env python3
"""mkthread.py: an mbox of mkmbox.py's messages with the thread shape chosen

  mkthread.py [--count N] [--seed S] [--shape tidy|giant] [--refs K]
              [--order file|reverse|shuffle] [--split K] [--drop K] OUT

tidy:  mkmbox.py's own threading (70 % reply to one of the previous 50
       messages, References naming only the parent): many small threads.
giant: every message after the first replies to one of the previous 50, and
       References carries its ancestry (the root and the last 19, as mailers
       truncate it): one thread holding every message, the shape that slowed
       public-inbox from 655 to 70 messages/s.  --refs K keeps the root and
       the last K-1 instead (K >= 2; default 20): --refs 2 (root and parent)
       makes an archive about the size of tidy's, the thread shape alone.
--order writes the messages in file order, reversed (children before their
parents) or shuffled; --split K writes OUT.1 ... OUT.K, message i to file
i mod K, instead of OUT.  --drop K leaves out every K-th message, so that
the others reference Message-IDs never stored (placeholders).
"""
import argparse, os, random, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mkmbox  # noqa: E402


def rethread(text, mid, refs):
    lines = [l for l in text.split("\n\n", 1)[0].split("\n")
             if not l.startswith(("In-Reply-To: ", "References: "))]
    head = "\n".join(lines)
    if refs:
        head += "\nIn-Reply-To: %s\nReferences: %s" % (refs[-1], " ".join(refs))
    return head + "\n\n" + text.split("\n\n", 1)[1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shape", choices=["tidy", "giant"], default="tidy")
    ap.add_argument("--refs", type=int, default=20)
    ap.add_argument("--order", choices=["file", "reverse", "shuffle"], default="file")
    ap.add_argument("--split", type=int, default=0)
    ap.add_argument("--drop", type=int, default=0)
    ap.add_argument("out")
    a = ap.parse_args()
    if a.refs < 2:
        ap.error("--refs must be at least 2 (the root and the parent)")
    rng = random.Random(a.seed)
    ids, ancestry, entries = [], [], []
    for i in range(a.count):
        m = mkmbox.message(rng, i, a.seed, False)
        mid = "<%d.%d@gen.schedlore.test>" % (i, a.seed)
        if a.shape == "giant":
            refs = []
            if i > 0:
                p = rng.randrange(max(0, i - 50), i)
                refs = ancestry[p] + [ids[p]]
                if len(refs) > a.refs:
                    refs = refs[:1] + refs[-(a.refs - 1):]
            ids.append(mid)
            ancestry.append(refs)
            m = rethread(m, mid, refs)
        entries.append("From user%d@example.org Mon Jan  1 00:00:00 2007\n%s\n" % (i % 40, m))
    order = [i for i in range(a.count) if a.drop <= 0 or i % a.drop != a.drop - 1]
    if a.order == "reverse":
        order.reverse()
    elif a.order == "shuffle":
        random.Random(a.seed + 1).shuffle(order)
    outs = [a.out] if a.split <= 0 else ["%s.%d" % (a.out, k + 1) for k in range(a.split)]
    files = [open(o, "wb") for o in outs]
    for n, i in enumerate(order):
        data = entries[i]
        if not data.endswith("\n\n"):
            data += "\n"
        files[i % len(files) if a.split > 0 else 0].write(data.encode("utf-8"))
    for f in files:
        f.close()


if __name__ == "__main__":
    main()
