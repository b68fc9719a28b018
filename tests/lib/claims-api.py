#!/usr/bin/env python3
# claims-api.py CLAIM.json MODE [PAGE.html]: the fields of /api/claims/ID; in mode rerun, the page's chart marks against the API
import json
import sys
import xml.etree.ElementTree as ET

c = json.load(open(sys.argv[1]))
mode = sys.argv[2]


def need(cond, what):
    if not cond:
        raise SystemExit('not so: %s\n%s' % (what, json.dumps(c, indent=1)[:3000]))


for k in ('id', 'kind', 'text', 'check', 'message', 'series', 'rerun', 'reruns', 'names', 'span'):
    need(k in c, 'field ' + k)
need(set(c['message']) >= {'message_id', 'subject', 'list', 'date', 'from'}, 'message fields')

if mode == 'holds':
    need(c['check']['status'] == 'holds' and c['check']['note'].startswith('matches tar-extract'), 'check status and note')
    need(c['text'] == '...so ULE is 12% faster at extracting a single tarball to md', 'text')
    need(c['message']['list'] == 'freebsd-current', 'list')
    need(len(c['series']) == 2 and all(s['id'].startswith('s') and s['workload'] == 'tar-extract' for s in c['series']), 'series')
    sides = c['rerun']['sides']
    need(sides['A']['scheduler'] == '4BSD' and sides['B']['scheduler'] == 'ULE', 'side A is 4BSD, B (the subject) ULE')
    need(sides['A']['os'] == 'FreeBSD' and c['rerun']['workload'] == 'untar', 'the harness workload')
    need(c['rerun']['plan']['why'].startswith('cannot rerun here: needs a FreeBSD host running 4BSD'), 'plan')
    need(c['reruns'] == [], 'no reruns yet')
elif mode == 'rerun':
    need(len(c['reruns']) == 1, 'one rerun')
    j = c['reruns'][0]
    need(j['state'] == 'done' and j['verdict'], 'done with a verdict')
    need(j['posted']['A'] == [8.55, 8.48, 8.61] and len(j['samples']['A']) >= 3 and len(j['samples']['B']) >= 3, 'samples')
    keys = [e['key'] for e in j['environment']]
    need(keys == ['cpu_model', 'cores', 'os', 'scheduler', 'hz', 'smp_kernel'], 'environment keys')
    env = {e['key']: e for e in j['environment']}
    need(env['os']['claim_a'] == 'Linux' and env['os']['rerun_a'] == 'Linux' and not env['os']['differs'], 'OS alike')
    need(isinstance(env['smp_kernel']['rerun_a'], bool), 'the host says whether its kernel is SMP')
    spec = j['chart']
    need(spec['kind'] == 'strip' and [s['label'].split(' ')[0] for s in spec['sets']] == ['posted', 'rerun', 'posted', 'rerun'],
         'chart sets: posted A, rerun A, posted B, rerun B')
    want = sorted('%s|%.6g' % (s['label'], v) for s in spec['sets'] for v in s['samples'])
    text = open(sys.argv[3], encoding='utf-8').read().replace('<!DOCTYPE html>', '')
    root = ET.fromstring(text)
    SVG = '{http://www.w3.org/2000/svg}'
    svg = [e for e in root.iter(SVG + 'svg') if e.get('id') == spec['id']]
    need(len(svg) == 1, 'one <svg id=%s> in the page' % spec['id'])
    got = sorted('%s|%s' % (e.get('data-series'), e.get('data-value')) for e in svg[0].iter()
                 if 'mark' in (e.get('class') or '').split() and e.get('data-value') is not None)
    if got != want:
        raise SystemExit('marks differ from the API\n got:  %s\n want: %s' % (got, want))
else:
    raise SystemExit('unknown mode ' + mode)
