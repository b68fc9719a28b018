#!/usr/bin/env python3
"""b4000-gen.py: a fast mbox of N posts spread evenly over [START, END) UTC, in threads

  b4000-gen.py --count N --start 2007-10-15 --days 7 --seed S OUT

Shaped like a busy list (Kernel Traffic's busiest LKML weeks had ~3,000 posts):
300 people, replies to recent posts 70 % of the time, a table of figures in
every fifth post, about 1.5 KB a post.  Plain 8-bit text, so generating
150,000 posts takes seconds, not minutes.
"""
import argparse, datetime, random

SCHEDS = ["ULE", "4BSD", "CFS", "EEVDF", "BFS", "SD", "O(1)"]
WORDS = ("the scheduler wakeup latency runqueue balance load cpu thread process "
         "patch tested kernel numbers faster slower regression fairness").split()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--start", default="2007-10-15")
    ap.add_argument("--days", type=float, default=7)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--list", default="linux-kernel")
    ap.add_argument("out")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    t0 = datetime.datetime.strptime(a.start, "%Y-%m-%d")
    span = a.days * 86400.0
    people = ["Developer %03d" % i for i in range(300)]
    subjects = []
    with open(a.out, "w", encoding="utf-8") as f:
        for i in range(a.count):
            when = t0 + datetime.timedelta(seconds=span * i / a.count)
            parent = None
            if i and rng.random() < 0.7:
                parent = rng.randrange(max(0, i - 200), i)
            if parent is None:
                subj = "%s vs %s: %s %d" % (rng.choice(SCHEDS), rng.choice(SCHEDS),
                                            rng.choice(WORDS), i)
            else:
                subj = "Re: " + subjects[parent]
            subjects.append(subj if parent is None else subjects[parent])
            who = rng.choice(people)
            lines = [" ".join(rng.choice(WORDS) for _ in range(12)) for _ in range(12)]
            if i % 5 == 0:
                lines += ["-j%d: %8.2f real %8.2f user %7.2f sys" % (j, rng.uniform(600, 900),
                          rng.uniform(1200, 1800), rng.uniform(100, 300)) for j in (2, 4, 8, 16)]
            hdr = ["From dev@example.org %s" % when.strftime("%a %b %d %H:%M:%S %Y"),
                   "Message-ID: <%d.%d@bench.schedlore.test>" % (i, a.seed),
                   "Date: " + when.strftime("%a, %d %b %Y %H:%M:%S +0000"),
                   "From: %s <dev%03d@example.org>" % (who, people.index(who)),
                   "To: %s@vger.kernel.org" % a.list,
                   "Subject: " + subj,
                   "List-Id: <%s.vger.kernel.org>" % a.list]
            if parent is not None:
                pid = "<%d.%d@bench.schedlore.test>" % (parent, a.seed)
                hdr += ["In-Reply-To: " + pid, "References: " + pid]
            f.write("\n".join(hdr) + "\n\n" + "\n".join(lines) + "\n\n")


if __name__ == "__main__":
    main()
