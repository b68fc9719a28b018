// compare.js: comparison pages in headless Chromium: every chart has plotted marks, and every mark's
// data-value is the number /api/compare gives for it.  Prints "ok - NAME" / "not ok - NAME" per case.
//
//   node compare.js BASE_URL SCREENSHOT_DIR PATH...      (PATH: /compare?workload=...)
'use strict';
const { run, step, assert } = require('./lib');

const [base, shots, ...paths] = process.argv.slice(2);

// The marks a chart spec promises, as "series|value" strings (sorted), and its ratio marks.
function expected(spec) {
  const marks = [];
  const ratios = [];
  if (spec.kind === 'scaling' || spec.kind === 'lines') {
    const baseLine = spec.ratio_base >= 0 && spec.kind === 'scaling' ? spec.lines[spec.ratio_base] : null;
    for (const l of spec.lines) {
      for (const p of l.points) {
        marks.push(`${l.label}|${p.x.text}|${p.y.text}`);
        if (baseLine && l !== baseLine) {
          const b = baseLine.points.find((q) => q.x.value === p.x.value);
          if (b) ratios.push(`${l.label}|${p.x.text}|${(p.y.value / b.y.value).toFixed(4)}`);
        }
      }
    }
  } else if (spec.kind === 'bars') {
    for (const g of spec.groups)
      g.bars.forEach((b, i) => { if (b) marks.push(`${spec.series[i]}||${b.value.text}`); });
  } else if (spec.kind === 'strip') {
    for (const s of spec.sets) for (const v of s.samples) marks.push(`${s.label}||${v.text}`);
  } else if (spec.kind === 'shares') {
    for (const r of spec.rows)
      r.shares.forEach((v, i) => { if (v) marks.push(`${spec.components[i]}||${v.value.text}`); });
  }
  return { marks: marks.sort(), ratios: ratios.sort() };
}

run(async (browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));

  for (const path of paths) {
    const name = new URL(base + path).searchParams.get('workload');
    let api;
    await step(`${name}: the page loads clean and every chart has plotted marks`, async () => {
      errors = [];
      const resp = await page.goto(base + path, { waitUntil: 'load' });
      assert(resp.status() === 200, 'status ' + resp.status());
      assert(errors.length === 0, errors.join('\n'));
      const r = await page.request.get(base + path.replace('/compare', '/api/compare'));
      api = await r.json();
      const specs = api.groups.flatMap((g) => g.charts);
      assert(specs.length > 0, 'the API has no charts');
      assert(await page.locator('svg.chart').count() === specs.length, 'not one <svg> per chart spec');
      for (const spec of specs) {
        const plotted = await page.evaluate((id) => [...document.getElementById(id).querySelectorAll('[data-value]')]
          .filter((m) => { const r = m.getBoundingClientRect(); return r.width > 0 || r.height > 0; }).length, spec.id);
        assert(plotted > 0, `chart ${spec.id} has no plotted mark`);
      }
      await page.screenshot({ path: `${shots}/compare-${name}.png`, fullPage: true });
    });
    if (!api) continue;
    await step(`${name}: every mark's data-value is the API's number`, async () => {
      for (const spec of api.groups.flatMap((g) => g.charts)) {
        const want = expected(spec);
        const got = await page.evaluate((id) => {
          const svg = document.getElementById(id);
          const all = [...svg.querySelectorAll('.mark[data-value]')];
          const s = (m) => `${m.getAttribute('data-series')}|${m.getAttribute('data-x') || ''}|${m.getAttribute('data-value')}`;
          return { marks: all.filter((m) => !m.hasAttribute('data-ratio')).map(s).sort(),
                   ratios: all.filter((m) => m.hasAttribute('data-ratio')).map(s).sort() };
        }, spec.id);
        if (spec.kind === 'strip') {
          // ministat's A: the mean of each set (summary-only sets have no sample dots)
          const means = await page.evaluate((id) => [...document.getElementById(id).querySelectorAll('text.mean[data-value]')]
            .map((m) => Number(m.getAttribute('data-value'))), spec.id);
          assert(means.length === spec.sets.length, `${spec.id}: ${means.length} means for ${spec.sets.length} sets`);
          spec.sets.forEach((set, i) => assert(Math.abs(means[i] - set.summary.mean) <= 1e-5 * Math.abs(set.summary.mean),
                                               `${spec.id}: mean ${means[i]} is not ${set.summary.mean}`));
        } else {
          assert(want.marks.length > 0, `${spec.id}: the spec promises no marks`);
        }
        assert(JSON.stringify(got.marks) === JSON.stringify(want.marks),
               `${spec.id} marks:\n got  ${got.marks.join(' ; ')}\n want ${want.marks.join(' ; ')}`);
        assert(JSON.stringify(got.ratios) === JSON.stringify(want.ratios),
               `${spec.id} ratios:\n got  ${got.ratios.join(' ; ')}\n want ${want.ratios.join(' ; ')}`);
      }
    });
    await step(`${name}: each mark's value is a figure of the series the API lists`, async () => {
      const figures = new Set();
      for (const s of api.series) {
        for (const v of s.values || []) figures.add(v.text);
        if (s.summary) figures.add(s.summary.mean.text);
      }
      for (const g of api.groups) for (const r of g.rows) for (const c of r.cells) if (c) figures.add(c.figure.text);
      const values = await page.evaluate(() => [...document.querySelectorAll('svg.chart .mark[data-value]:not([data-ratio])')]
        .map((m) => m.getAttribute('data-value')));
      const stray = values.filter((v) => !figures.has(v));
      assert(stray.length === 0, 'marks with values the API does not list: ' + stray.join(', '));
    });
  }
});
