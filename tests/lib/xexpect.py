# xexpect.py: extraction JSON against a hand-written NAME.expect, digit for digit
#
#   python3 xexpect.py JSON TEXT EXPECT [AUTHOR]
#
# Each expect line: workload|metric|unit|scheduler|os_version|params|values,
# params "k=v" separated by one space (a value may hold spaces up to the next
# "k="), values the posted digits separated by spaces; an eighth field, when
# there, lists summary fields "k=v" (mean=0.143 min=0.081), each as posted.
# Every series must be expected, in order, and nothing else; each value's
# digits must lie in the series' span of TEXT; every series' author must be
# AUTHOR.
import json, re, sys

d = json.load(open(sys.argv[1]))
text = open(sys.argv[2], 'rb').read()
author = sys.argv[4] if len(sys.argv) > 4 else None
want = [l.rstrip('\n') for l in open(sys.argv[3], encoding='utf-8') if l.strip() and not l.startswith('#')]

def params(p):
    out = {}
    for k, v in p.items():
        out[k] = v['text'] if isinstance(v, dict) else v
    return out

def parse_params(s):
    out = {}
    for m in re.finditer(r'(\w+)=(.*?)(?= \w+=|$)', s):
        out[m.group(1)] = m.group(2)
    return out

S = d['series']
bad = []
if len(S) != len(want):
    bad.append('%d series, %d expected' % (len(S), len(want)))
for i, (s, w) in enumerate(zip(S, want)):
    fields = w.split('|')
    wl, met, unit, sched, ver, par, vals = fields[:7]
    if len(fields) > 7:
        want_sum = parse_params(fields[7])
        got_sum = {k: v['text'] for k, v in (s.get('summary') or {}).items() if v and k in want_sum}
        if got_sum != want_sum:
            bad.append('series %d: summary %r, want %r' % (i, got_sum, want_sum))
    got = (s['workload'] or '', s['metric'] or '', s['unit'] or '', s['scheduler'] or '',
           s['os_version'] or '', params(s['params']), [v['text'] for v in s.get('values', [])])
    exp = (wl, met, unit, sched, ver, parse_params(par), vals.split(' ') if vals else [])
    if got != exp:
        bad.append('series %d: got %r, want %r' % (i, got, exp))
    span = text[s['span'][0]:s['span'][1]].decode('utf-8', 'replace')
    for v in got[6]:
        if v not in span:
            bad.append('series %d: %s not in its span %r' % (i, v, span))
    if author and s['author'] != author:
        bad.append('series %d: author %r' % (i, s['author']))
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
