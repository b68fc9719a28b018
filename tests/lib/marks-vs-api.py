#!/usr/bin/env python3
# marks-vs-api.py PAGE.html API.json: every chart mark's data-value in the page is the number the API's chart spec gives
import json
import sys
import xml.etree.ElementTree as ET

page, api = sys.argv[1], json.load(open(sys.argv[2]))
text = open(page, encoding='utf-8').read()
text = text.replace('<!DOCTYPE html>', '')
root = ET.fromstring(text)
SVG = '{http://www.w3.org/2000/svg}'


def expected(spec):
    k = spec['kind']
    if k in ('scaling', 'lines'):
        return sorted('%s|%s|%s' % (l['label'], p['x']['text'], p['y']['text']) for l in spec['lines'] for p in l['points'])
    if k == 'bars':
        return sorted('%s||%s' % (spec['series'][i], b['value']['text']) for g in spec['groups'] for i, b in enumerate(g['bars']) if b)
    if k == 'strip':
        return sorted('%s||%s' % (s['label'], v['text']) for s in spec['sets'] for v in s['samples'])
    if k == 'shares':
        return sorted('%s||%s' % (spec['components'][i], v['value']['text']) for r in spec['rows'] for i, v in enumerate(r['shares']) if v)
    raise SystemExit('unknown kind ' + k)


svgs = {e.get('id'): e for e in root.iter(SVG + 'svg')}
bad = 0
for g in api['groups']:
    for spec in g['charts']:
        svg = svgs.get(spec['id'])
        if svg is None:
            print('no <svg id=%s> in the page' % spec['id'])
            bad += 1
            continue
        got = sorted('%s|%s|%s' % (e.get('data-series'), e.get('data-x') or '', e.get('data-value'))
                     for e in svg.iter() if 'mark' in (e.get('class') or '').split() and e.get('data-value') is not None
                     and e.get('data-ratio') is None)
        want = expected(spec)
        if got != want:
            print('%s: marks differ\n got  %s\n want %s' % (spec['id'], got, want))
            bad += 1
print('%d charts checked' % sum(len(g['charts']) for g in api['groups']))
sys.exit(1 if bad else 0)
