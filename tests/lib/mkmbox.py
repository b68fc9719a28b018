#!/usr/bin/env python3
"""mkmbox.py: write a deterministic mbox shaped like a scheduler-benchmark list

  mkmbox.py [--count N] [--seed S] [--crlf] [--giant-thread] OUT

Messages have quoted replies, quoted-printable and base64 bodies, latin-1 and
UTF-8 charsets, RFC 2047 subjects, multipart/signed parts, ministat-like
tables, and '>From ' escaping (mboxrd).  Used by tests and by make bench.
"""
import argparse, base64, quopri, random, sys

WORKLOADS = ["buildworld", "buildkernel -j8", "hackbench", "pgbench select-only",
             "lat_ctx", "pipe-test", "openssl speed rsa", "tar extraction"]
SCHEDS = ["ULE", "4BSD", "CFS", "EEVDF", "BFS", "SD"]
NAMES = ["Kris Kennaway", "Jeff Roberson", "Ingo Molnar", "Con Kolivas",
         "Peter Zijlstra", "Josh Carroll", "Remy Nonnenmacher", "M\u00e9lanie Dupont"]


def table(rng):
    rows = []
    for j in (2, 4, 6, 8):
        real = rng.uniform(600, 1200)
        rows.append("-j%d: %7.2f real %8.2f user %7.2f sys" % (j, real, real * 2.1, real * 0.4))
    return "\n".join(rows)


def body_text(rng, i, parent):
    sched_a, sched_b = rng.sample(SCHEDS, 2)
    lines = []
    if parent is not None:
        lines.append("On Mon, Jan 1, 2007, %s wrote:" % rng.choice(NAMES))
        lines += ["> " + l for l in table(rng).splitlines()]
        lines.append(">")
    lines.append("Here are %s numbers for %s vs %s, run %d:" % (
        rng.choice(WORKLOADS), sched_a, sched_b, i))
    lines.append(table(rng))
    lines.append("From the numbers, %s is %d%% faster." % (sched_a, rng.randint(1, 30)))
    lines.append("caf\u00e9 na\u00efve r\u00e9sum\u00e9" if i % 7 == 0 else "plain ascii line")
    return "\n".join(lines) + "\n"


def escape_from(text):
    # mboxrd: every line matching ^>*From  gets one more '>'
    out = []
    for l in text.split("\n"):
        s = l.lstrip(">")
        out.append(">" + l if s.startswith("From ") else l)
    return "\n".join(out)


def encode_word(s):
    return "=?UTF-8?B?%s?=" % base64.b64encode(s.encode()).decode()


def message(rng, i, n, giant):
    parent = None
    if i > 0 and rng.random() < 0.7:
        parent = i - 1 if giant else rng.randrange(max(0, i - 50), i)
    mid = "<%d.%d@gen.schedlore.test>" % (i, n)
    name = NAMES[i % len(NAMES)]
    subj = "Re: " if parent is not None else ""
    subj += "%s vs %s benchmark %d" % (rng.choice(SCHEDS), rng.choice(SCHEDS), i // 3)
    hdr = ["Message-ID: " + mid,
           "Date: Mon, %d Jan 2007 %02d:%02d:%02d +0100" % (1 + i % 28, i % 24, i % 60, (i * 7) % 60),
           "From: %s <user%d@example.org>" % (encode_word(name) if not name.isascii() else name, i % 40),
           "To: freebsd-current@freebsd.org",
           "Subject: " + (encode_word(subj) if i % 5 == 0 else subj),
           "List-Id: FreeBSD current <freebsd-current.freebsd.org>",
           "MIME-Version: 1.0"]
    if parent is not None:
        pid = "<%d.%d@gen.schedlore.test>" % (parent, n)
        hdr.append("In-Reply-To: " + pid)
        hdr.append("References: " + pid)
    text = body_text(rng, i, parent)
    if i % 11 == 3:
        text += "From what I see the\nFrom line is escaped.\n"
    kind = i % 4
    if kind == 0:
        hdr += ["Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit"]
        body = text
    elif kind == 1:
        hdr += ["Content-Type: text/plain; charset=ISO-8859-1",
                "Content-Transfer-Encoding: quoted-printable"]
        body = quopri.encodestring(text.encode("latin-1", "replace")).decode()
    elif kind == 2:
        hdr += ["Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: base64"]
        b = base64.encodebytes(text.encode()).decode()
        body = b
    else:
        bnd = "sig%08d" % i
        hdr += ['Content-Type: multipart/signed; micalg=pgp-sha1; protocol="application/pgp-signature"; boundary="%s"' % bnd]
        body = ("--%s\nContent-Type: text/plain; charset=us-ascii\nContent-Disposition: inline\n\n%s\n"
                "--%s\nContent-Type: application/pgp-signature\n\n-----BEGIN PGP SIGNATURE-----\n"
                "iD8DBQFCe+QYWry0BWjoQKURAm+nAKCXrH%d\n-----END PGP SIGNATURE-----\n\n--%s--\n") % (
                    bnd, text.encode("ascii", "replace").decode(), bnd, i, bnd)
    return "\n".join(hdr) + "\n\n" + escape_from(body)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--crlf", action="store_true")
    ap.add_argument("--giant-thread", action="store_true")
    ap.add_argument("out")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.out, "wb") as f:
        for i in range(a.count):
            m = message(rng, i, a.seed, a.giant_thread)
            data = "From user%d@example.org Mon Jan  1 00:00:00 2007\n%s\n" % (i % 40, m)
            if not data.endswith("\n\n"):
                data += "\n"
            if a.crlf:
                data = data.replace("\n", "\r\n")
            f.write(data.encode("utf-8"))


if __name__ == "__main__":
    main()
