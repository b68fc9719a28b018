# score.py: what the shape generators share: run extract on a post, look its figures up under the builds named
import collections, json, os, re, subprocess


def norm(s):
    return re.sub(r"[^a-z0-9]", "", (s or "").lower().replace("sched_", ""))


def numkey(t):
    m = re.match(r"[-+]?[0-9]*\.?[0-9]+", t or "")
    return round(float(m.group(0)), 4) if m else None


def extract(bin_, msg):
    out = subprocess.run([bin_, "extract", "--text", "-"], input=msg.encode(), capture_output=True).stdout
    return json.loads(out or b'{"series": []}')


def found_names(d, key=numkey):
    """Each value (by KEY of its text) with the normalised names of the series holding it."""
    found = collections.defaultdict(list)
    for x in d.get("series", []):
        nm = " ".join(filter(None, [x.get(k) or "" for k in ("scheduler", "kernel", "os_version", "label", "name")]))
        for v in x.get("values", []):
            found[key(v.get("text"))].append(norm(nm))
    return found


def tally(row, truth, found, key=numkey):
    """Count TRUTH's (value, build) pairs into ROW [figures, found, named]; 1 when all were named."""
    ok = True
    for v, c in truth:
        row[0] += 1
        names = found.get(key(v))
        if names is None:
            ok = False
            continue
        row[1] += 1
        if any(norm(c) in nm or (nm and nm in norm(c)) for nm in names):
            row[2] += 1
        else:
            ok = False
    return ok


def finish(st, missed, fmt, name_of):
    """Print each shape's counts with FMT, keep the missed posts when asked, end with "named N of M"."""
    for k in sorted(st):
        print(fmt % (name_of(k), *st[k]))
    with open(os.environ.get("SHAPES_MISSED", os.devnull), "w") as f:
        for shape, post in missed:
            f.write("#### %s\n%s\n" % (shape, post))
    print("named %d of %d" % (sum(v[2] for v in st.values()), sum(v[0] for v in st.values())))


FLAT_PREFIX = ("On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine "
               "and would like to share the numbers with the list. ") * 4


def flatten(body):
    """The post as a web archive that lost its line breaks keeps it: one long line, quote marks off."""
    lines = [re.sub(r"^>\s?", "", l) for l in body.split("\n") if not l.startswith("On Mon, 1 Jan")]
    return re.sub(r"[ \t]+", " ", (FLAT_PREFIX + " ".join(lines)).strip()) + "\n"


def run(make, tag, fmt, name_of=str, key=numkey, found=found_names):
    """The generators' main: argv BIN N SEED [flat]; N posts from MAKE(random) -> (shape, body, truth),
    each flattened onto one line with "flat"."""
    import random, sys
    bin_, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    flat = len(sys.argv) > 4 and sys.argv[4] == "flat"
    r = random.Random(seed)
    st = collections.defaultdict(lambda: [0, 0, 0])
    bad = []
    for i in range(n):
        shape, body, truth = make(r)
        if flat:
            body = flatten(body)
        msg = "From: a@example.org\nSubject: Re: sched\nMessage-ID: <%s%d@x>\n\n" % (tag, i) + body
        if not tally(st[shape], truth, found(extract(bin_, msg), key), key):
            bad.append((shape, body))
    finish(st, bad, fmt, name_of)
