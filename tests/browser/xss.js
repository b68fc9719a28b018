// xss.js: stored XSS through mail fields: every page in headless Chromium runs nothing the mail carried
// and shows each payload as text.  Prints "ok - NAME" / "not ok - NAME" per page.
//
//   node xss.js BASE_URL PAGES_JSON
//
// PAGES_JSON: [{"name": "post", "path": "/l/m/", "shows": ["__pwned=4", ...]}, ...]
// Every payload sets window.__pwned (or opens a dialog).  Escaping is checked
// in the DOM, not only by what ran: the Content-Security-Policy would stop an
// inline script even if the escaping failed, and this test must see that.
'use strict';
const { run, countFailure } = require('./lib');
const fs = require('fs');

const [base, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(pagesJson, 'utf8'));

run(async (browser) => {
  const page = await (await browser.newContext()).newPage();
  let dialogs = [];
  page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });
  for (const p of pages) {
    const problems = [];
    dialogs = [];
    try {
      const resp = await page.goto(base + p.path, { waitUntil: 'load' });
      if (resp.status() !== 200) problems.push(`status ${resp.status()}`);
      await page.waitForTimeout(200);
      const found = await page.evaluate(() => {
        const out = [];
        if (window.__pwned !== undefined) out.push(`ran: window.__pwned = ${window.__pwned}`);
        for (const el of document.querySelectorAll('*')) {
          for (const a of el.attributes) {
            if (/^on/i.test(a.name)) out.push(`element <${el.tagName}> has ${a.name}="${a.value}"`);
            if (/^\s*javascript:/i.test(a.value)) out.push(`<${el.tagName} ${a.name}="${a.value}">`);
          }
          if (el.tagName === 'SCRIPT' && /__pwned/.test(el.textContent)) out.push('a script element from mail');
          // an <svg> is ours only as a chart we draw (class "chart"; its attributes are checked above)
          const tag = el.tagName.toUpperCase();
          if (['IFRAME', 'OBJECT', 'EMBED'].includes(tag) || (tag === 'SVG' && !el.classList.contains('chart')))
            out.push(`<${el.tagName}> element`);
        }
        // what a reader sees: the text, and the values of form fields (the search box)
        let text = document.body ? document.body.innerText : '';
        for (const i of document.querySelectorAll('input, textarea')) text += '\n' + i.value;
        return { out, text };
      });
      problems.push(...found.out);
      if (dialogs.length) problems.push(`dialogs: ${dialogs.join(', ')}`);
      for (const s of p.shows || [])
        if (!found.text.includes(s)) problems.push(`payload "${s}" is not shown as text`);
    } catch (e) {
      problems.push(String(e && e.stack ? e.stack : e));
    }
    console.log(`${problems.length ? 'not ok' : 'ok'} - xss: ${p.name}: nothing runs, payloads show as text`);
    if (problems.length) {
      countFailure();
      console.log(problems.map((l) => '#   ' + l).join('\n'));
    }
  }
});
