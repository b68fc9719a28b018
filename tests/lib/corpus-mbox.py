#!/usr/bin/env python3
"""corpus-mbox.py: wrap posts kept as text (tests' corpus) into one mbox

  corpus-mbox.py OUT FILE[,MESSAGE-ID[,AUTHOR]]...

Each FILE's bytes become the body of one message, verbatim (lines starting
with "From " get mboxrd's '>', which import takes off again).  Only until the
damaged-text reader imports such files directly.
"""
import sys

def main():
    out = open(sys.argv[1], "wb")
    for i, arg in enumerate(sys.argv[2:]):
        parts = arg.split(",", 2)
        body = open(parts[0], "rb").read()
        lines = []
        for l in body.split(b"\n"):
            s = l.lstrip(b">")
            lines.append(b">" + l if s.startswith(b"From ") else l)
        body = b"\n".join(lines)
        hdr = ["From corpus@schedlore.test Mon Jan  1 00:00:00 2007"]
        if len(parts) > 1 and parts[1]:
            hdr.append("Message-ID: <%s>" % parts[1])
        if len(parts) > 2 and parts[2]:
            hdr.append("From: %s <author%d@corpus.schedlore.test>" % (parts[2], i))
        hdr += ["Subject: corpus post %d" % i, "MIME-Version: 1.0",
                "Content-Type: text/plain; charset=us-ascii", "Content-Transfer-Encoding: 8bit"]
        out.write("\n".join(hdr).encode() + b"\n\n" + body + b"\n\n")

main()
