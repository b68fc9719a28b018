#!/usr/bin/env python3
# mkcopies.py: from one mbox message, the copies other archives keep of it
#
#   mkcopies.py MESSAGE.mbox PAGE.html FLAT.txt
#
# PAGE.html: a Mailman 2 pipermail message page (title and <h1> "[List]
# Subject", author in <b>, the address as "user at host" in a mailto link that
# carries In-Reply-To, the date in UTC in <i>, the body in one <pre>); no
# Message-ID.  FLAT.txt: the message with every line run onto one and every
# <...> dropped, as copies through web forms and text dumps arrive.
import email, email.utils, html, re, sys, urllib.parse

src = open(sys.argv[1]).read()
msg = email.message_from_string(src.split("\n", 1)[1])
body = msg.get_payload()
name, addr = email.utils.parseaddr(msg["From"])
import datetime
when = email.utils.parsedate_to_datetime(msg["Date"]).astimezone(datetime.timezone.utc)
subject = msg["Subject"]
list_name = "Freebsd-current"
irt = msg.get("In-Reply-To", "")
mailto = "mailto:freebsd-current%40freebsd.org?Subject=" + urllib.parse.quote(subject) + \
    "&In-Reply-To=" + urllib.parse.quote(irt)
obf = addr.replace("@", " at ")
page = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<HTML>
 <HEAD>
   <TITLE> [%(list)s] %(subject)s
   </TITLE>
   <LINK REL="Index" HREF="index.html" >
   <LINK REL="made" HREF="%(mailto)s">
 </HEAD>
 <BODY BGCOLOR="#ffffff">
   <H1>[%(list)s] %(subject)s</H1>
    <B>%(name)s</B>
    <A HREF="%(mailto)s"
       TITLE="[%(list)s] %(subject)s">%(obf)s
       </A><BR>
    <I>%(date)s</I>
    <P><UL>
        <LI>Previous message: <A HREF="000001.html">buildworld times</A></li>
       </UL>
    <HR>
<!--beginarticle-->
<PRE>%(body)s</PRE>
<!--endarticle-->
    <HR>
<a href="http://lists.freebsd.org/mailman/listinfo/freebsd-current">More information about the freebsd-current
mailing list</a><br>
</body></html>
""" % {"list": list_name, "subject": html.escape(subject), "mailto": html.escape(mailto),
       "name": html.escape(name), "obf": html.escape(obf),
       "date": when.strftime("%a %b %e %H:%M:%S UTC %Y"),
       "body": html.escape(body.replace(addr, obf), quote=False)}
open(sys.argv[2], "w").write(page)
flat = re.sub(r"<[^>]*>", "", src).replace("\n", " ")
open(sys.argv[3], "w").write(flat.rstrip())   # one line, no line end at all
