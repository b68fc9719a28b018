#!/usr/bin/env python3
"""mkbad.py: write the bad-input cases of tests/t1010, each between valid messages

  mkbad.py DIR

Every file holds a good message before and after the bad one (except the
file-level cases), so a test can check that what is valid beside the damage
is imported.  Message-IDs of good messages are <good.N.CASE@t>.
"""
import base64, os, sys

d = sys.argv[1]
os.makedirs(d, exist_ok=True)


def msg(mid, subject, body, extra=""):
    h = "From a@b Mon Jan  1 00:00:00 2007\n"
    if mid is not None:
        h += "Message-ID: %s\n" % mid
    return h + "Subject: %s\n%s\n%s\n" % (subject, extra, body)


def case(name, bad, tail=True):
    good1 = msg("<good.1.%s@t>" % name, "before", "fine before\n")
    good2 = msg("<good.2.%s@t>" % name, "after", "fine after\n") if tail else ""
    with open(os.path.join(d, name + ".mbox"), "wb") as f:
        f.write(good1.encode() + b"\n" + bad + (b"\n" + good2.encode() if tail else b""))


# the file ends in the middle of the last message
case("truncated", msg("<cut@t>", "cut", "the last line is cut in the mid").encode()[:-8], tail=False)
# an unescaped From line inside a body: the text after it is no message
case("from-in-body", msg("<fib@t>", "from in body", "line one\n\nFrom here on the numbers are\nall wrong\n").encode())
# missing headers, and garbled ones
case("no-headers", b"From a@b Mon Jan  1 00:00:00 2007\nthis is not a header\nnor this\n\nbody\n")
case("garbled", b"From a@b Mon Jan  1 00:00:00 2007\n\x01\x02garbage: \xff\xfe\n: :\n\nbody\n")
# Message-ID: <>
case("empty-id", msg("<>", "empty id", "body\n").encode())
# invalid base64
case("bad-base64", msg("<b64@t>", "bad base64", "SGVsbG8g!!!d29y#bGQ=\n",
                       "Content-Transfer-Encoding: base64\nContent-Type: text/plain\n").encode())
# an unknown charset
case("charset", msg("<cs@t>", "unknown charset", "caf\xe9\n",
                    "Content-Type: text/plain; charset=x-no-such-charset\n").encode("latin-1"))
# NUL bytes
case("nul", msg("<nul@t>", "nul bytes", "before\0after\n").encode())
# multipart nested 10,000 deep
deep = "Content-Type: multipart/mixed; boundary=\"b0\"\nMIME-Version: 1.0\n"
body = ""
for i in range(10000):
    body += "--b%d\nContent-Type: multipart/mixed; boundary=\"b%d\"\n\n" % (i, i + 1)
body += "--b10000\nContent-Type: text/plain\n\ninnermost\n"
for i in range(10000, -1, -1):
    body += "--b%d--\n" % i
case("deep", msg("<deep@t>", "deep", body, deep).encode())
# a 5 MB header line
case("long-header", msg("<long@t>", "long header", "body\n", "X-Long: " + "a" * (5 << 20) + "\n").encode())
# not mail, and nothing
with open(os.path.join(d, "image.png"), "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)) * 4)
open(os.path.join(d, "empty.mbox"), "wb").close()
