#!/usr/bin/env python3
# mkpts.py: write a PTS composite.xml (result-file.xsd's shape) from runs made here
#
#   mkpts.py OUT SYSTEM=RUNS.txt ...   each RUNS.txt: "TEST|TITLE|ARGS|SCALE|PROPORTION|v1:v2:v3" lines
#
# The hardware and software strings are this machine's, in PTS's
# "Key: value, Key: value" form; element order follows result-file.xsd.
import os, platform, sys, time
import xml.etree.ElementTree as ET

def cpu():
    model, n = "unknown", os.cpu_count() or 1
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    return "%s (%d Cores / %d Threads)" % (model, n, n)

def mem_gb():
    for line in open("/proc/meminfo"):
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) // (1024 * 1024)
    return 0

def sub(parent, name, text=""):
    e = ET.SubElement(parent, name)
    e.text = text
    return e

out, specs = sys.argv[1], sys.argv[2:]
stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
root = ET.Element("PhoronixTestSuite")
g = sub(root, "Generated")
for k, v in (("Title", "schedlore reports <test> & co"), ("Description", "runs made by the test suite"),
             ("Notes", ""), ("LastModified", stamp), ("TestClient", "Phoronix Test Suite v10.8.4"),
             ("InternalTags", ""), ("ReferenceID", ""), ("PreSetEnvironmentVariables", "")):
    sub(g, k, v)
results = {}
for spec in specs:
    name, path = spec.split("=", 1)
    s = sub(root, "System")
    sub(s, "Identifier", name)
    sub(s, "TestClientVersion", "10.8.4")
    sub(s, "Hardware", "Processor: %s, Motherboard: QEMU Standard PC, Memory: %dGB, Disk: 100GB virtio" % (cpu(), mem_gb()))
    sub(s, "Software", "OS: Debian 12, Kernel: %s (%s), Compiler: GCC 12, File-System: ext4" % (platform.release(), platform.machine()))
    sub(s, "User", "root")
    sub(s, "TimeStamp", stamp)
    sub(s, "Notes", "")
    for line in open(path):
        test, title, args, scale, prop, raw = line.rstrip("\n").split("|")
        results.setdefault((test, title, args, scale, prop), []).append((name, raw))
for (test, title, args, scale, prop), entries in results.items():
    r = sub(root, "Result")
    for k, v in (("Identifier", test), ("ProfileVersion", "1.0.0"), ("Title", title), ("AppVersion", ""),
                 ("Arguments", args), ("Description", args), ("Scale", scale), ("Proportion", prop),
                 ("DisplayFormat", "BAR_GRAPH")):
        sub(r, k, v)
    d = sub(r, "Data")
    for name, raw in entries:
        e = sub(d, "Entry")
        vals = [float(x) for x in raw.split(":")]
        sub(e, "Identifier", name)
        sub(e, "Value", "%.3f" % (sum(vals) / len(vals)))
        sub(e, "RawString", raw)
ET.indent(root)
with open(out, "w") as f:
    f.write('<?xml version="1.0"?>\n<!--Phoronix Test Suite v10.8.4-->\n')
    f.write(ET.tostring(root, encoding="unicode"))
    f.write("\n")
