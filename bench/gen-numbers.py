#!/usr/bin/env python3
"""gen-numbers.py: an mbox of messages full of numbers and without figures

  gen-numbers.py [--count N] [--seed S] OUT

Patches (hunks of C with constants and line numbers), hex dumps, dmesg
timestamps, dates, version lists, IP addresses and ports, diffstats and
quoted prose: what a kernel list carries that no extractor should take for
a benchmark result.  Used by bench/b2100-extract-numbers.sh.
"""
import argparse, random


def patch(rng):
    f = rng.choice(["kernel/sched/fair.c", "sys/kern/sched_ule.c", "fs/io_uring.c", "mm/vmscan.c"])
    a = rng.randint(10, 4000)
    out = ["diff --git a/%s b/%s" % (f, f), "index %07x..%07x 100644" % (rng.getrandbits(28), rng.getrandbits(28)),
           "--- a/%s" % f, "+++ b/%s" % f]
    for _ in range(rng.randint(1, 4)):
        out.append("@@ -%d,%d +%d,%d @@ static int balance_%d(struct rq *rq)" % (a, 7, a + 2, 8, rng.randint(1, 99)))
        for _ in range(rng.randint(4, 12)):
            sign = rng.choice(" +-")
            out.append("%s\tif (delta > %d && nr_running < %d)" % (sign, rng.randint(1, 100000), rng.randint(1, 64)))
            out.append("%s\t\treturn 0x%08x + %d;" % (sign, rng.getrandbits(32), rng.randint(0, 4096)))
        a += rng.randint(20, 200)
    return out


def hexdump(rng):
    out = []
    base = rng.getrandbits(40)
    for i in range(rng.randint(4, 16)):
        words = " ".join("%08x" % rng.getrandbits(32) for _ in range(4))
        out.append("%016x: %s  ................" % (base + 16 * i, words))
    return out


def dmesg(rng):
    t = rng.uniform(0, 5000)
    out = []
    for _ in range(rng.randint(3, 10)):
        t += rng.uniform(0, 2)
        out.append("[%12.6f] nvme%dn1: I/O %d QID %d timeout, aborting" % (t, rng.randint(0, 3), rng.randint(0, 1023), rng.randint(1, 32)))
    return out


def versions(rng):
    return ["Tested on %s, %s and %s." % tuple("%d.%d.%d" % (rng.randint(2, 6), rng.randint(0, 19), rng.randint(0, 200)) for _ in range(3)),
            "Affects 5.%d-rc%d through 6.%d; backport to %d.%d.y please." % (rng.randint(0, 19), rng.randint(1, 8), rng.randint(0, 9), rng.randint(4, 6), rng.randint(1, 19))]


def network(rng):
    ip = lambda: "%d.%d.%d.%d" % tuple(rng.randint(1, 254) for _ in range(4))
    return ["The box at %s:%d forwards to %s port %d (MTU %d, vlan %d)." % (ip(), rng.randint(1024, 65535), ip(), rng.randint(1, 1024), rng.choice([1500, 9000]), rng.randint(1, 4094)),
            "Seen on 2%03d-%02d-%02d %02d:%02d:%02d UTC from %s." % (rng.randint(0, 26), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), ip())]


def diffstat(rng):
    files = rng.randint(1, 9)
    return [" %-40s | %3d %s" % ("fs/file%d.c" % i, rng.randint(1, 300), "+" * rng.randint(1, 30)) for i in range(files)] + \
        [" %d files changed, %d insertions(+), %d deletions(-)" % (files, rng.randint(1, 900), rng.randint(1, 900))]


def prose(rng):
    return ["I looked at commit %012x again and at the %d callers in %d files; the" % (rng.getrandbits(48), rng.randint(2, 40), rng.randint(2, 12)),
            "lock is taken %d lines below the check, so patch %d of %d needs a v%d." % (rng.randint(3, 60), rng.randint(1, 9), rng.randint(9, 20), rng.randint(2, 5))]


def message(rng, i):
    body = []
    if i and rng.random() < 0.6:
        body += ["On %d/%d/%d, Someone wrote:" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(2000, 2026))]
        body += ["> " + l for l in prose(rng) + versions(rng)]
        body += [""]
    parts = [patch, hexdump, dmesg, versions, network, diffstat, prose]
    for _ in range(rng.randint(3, 7)):
        body += rng.choice(parts)(rng) + [""]
    body += ["Signed-off-by: Dev %d <dev%d@example.org>" % (i % 97, i % 97), "-- ", "%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 99), rng.randint(0, 999))]
    head = ["From dev@example.org Mon Jan  1 00:00:00 2024",
            "From: Dev %d <dev%d@example.org>" % (i % 97, i % 97),
            "Subject: [PATCH %d/%d] sched: numbers %d" % (i % 9 + 1, 9, i),
            "Date: Mon, 1 Jan 2024 %02d:%02d:%02d +0000" % (i // 3600 % 24, i // 60 % 60, i % 60),
            "Message-ID: <numbers.%d@example.org>" % i,
            "Content-Type: text/plain; charset=utf-8", ""]
    return "\n".join(head + [(">" + l) if l.startswith("From ") else l for l in body]) + "\n\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("out")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.out, "w") as f:
        for i in range(a.count):
            f.write(message(rng, i))


if __name__ == "__main__":
    main()
