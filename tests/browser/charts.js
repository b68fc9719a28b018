// charts.js: each chart from test-chart in headless Chromium, light, dark and print: plotted marks,
// nothing outside the drawing, screenshots for a person to look at.  Prints "ok - NAME" per case.
//
//   node charts.js CHART_DIR SCREENSHOT_DIR NAME...
//
// CHART_DIR holds NAME.html (the chart inline, linking style.css beside it) and NAME.svg.
'use strict';
const { run, step, assert } = require('./lib');

const [dir, shots, ...names] = process.argv.slice(2);

// Every mark: drawn with a non-empty box inside the <svg>, data-value a number or a posted figure.
async function checkMarks(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.chart');
    const box = svg.getBoundingClientRect();
    const marks = [...svg.querySelectorAll('[data-value]')];
    const bad = [];
    for (const m of marks) {
      const r = m.getBoundingClientRect();
      const v = m.getAttribute('data-value');
      if (!(r.width > 0 || r.height > 0)) bad.push(`${m.tagName} ${v} not drawn`);
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
        bad.push(`${m.tagName} ${v} outside the chart`);
      if (!/^-?[0-9]/.test(v)) bad.push(`${m.tagName} data-value '${v}' is no figure`);
    }
    const texts = [...svg.querySelectorAll('text')].filter((t) => {
      const r = t.getBoundingClientRect();
      return r.width > 0 && (r.left < box.left - 2 || r.right > box.right + 2);
    }).map((t) => t.textContent);
    return { n: marks.length, bad, texts };
  });
}

run(async (browser) => {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 800, height: 700 }, colorScheme: scheme });
    const page = await context.newPage();
    let errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    for (const name of names) {
      await step(`${name} chart (${scheme}): plotted marks inside the drawing, no error`, async () => {
        errors = [];
        await page.goto(`file://${dir}/${name}.html`, { waitUntil: 'load' });
        const r = await checkMarks(page);
        assert(r.n > 0, 'no marks');
        assert(r.bad.length === 0, r.bad.join('\n'));
        assert(r.texts.length === 0, 'text outside the chart: ' + r.texts.join(' | '));
        assert(errors.length === 0, errors.join('\n'));
        await page.locator('svg.chart').screenshot({ path: `${shots}/chart-${name}-${scheme}.png` });
        if (scheme === 'dark') {
          // the palette must follow the scheme: a series colour differs from the light one
          const fill = await page.evaluate(() => getComputedStyle(document.querySelector('svg.chart .mark.s0[fill^="#"]')).fill);
          assert(fill !== 'rgb(0, 114, 178)', 'series 0 keeps its light colour in dark mode');
        }
      });
    }
    if (scheme === 'light') {
      for (const name of names) {
        await step(`${name} chart as a lone .svg document`, async () => {
          errors = [];
          await page.goto(`file://${dir}/${name}.svg`, { waitUntil: 'load' });
          const n = await page.evaluate(() => document.querySelectorAll('[data-value]').length);
          assert(n > 0, 'no marks');
          await page.screenshot({ path: `${shots}/chart-${name}-svg.png` });
        });
      }
      await page.emulateMedia({ media: 'print' });
      for (const name of names) {
        await step(`${name} chart in print`, async () => {
          await page.goto(`file://${dir}/${name}.html`, { waitUntil: 'load' });
          const color = await page.evaluate(() => getComputedStyle(document.querySelector('svg.chart')).color);
          assert(color === 'rgb(0, 0, 0)', 'text is not black in print: ' + color);
          await page.locator('svg.chart').screenshot({ path: `${shots}/chart-${name}-print.png` });
        });
      }
      await page.emulateMedia({ media: 'screen' });
    }
    await context.close();
  }
});
