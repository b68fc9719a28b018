// claim.js: a claim's page in headless Chromium: no console error, no script from mail runs, a rerun queued
// from the page, and the rerun chart's marks carry the numbers /api/claims/ID gives.
// Prints "ok - NAME" / "not ok - NAME" per case.
//
//   node claim.js BASE_URL SCREENSHOT_DIR MEMBER PASSWORD CORPUS_CLAIM HOSTILE_CLAIM
'use strict';
const { run, step, assert } = require('./lib');

const [base, shots, user, password, corpusClaim, claim] = process.argv.slice(2);
const NEEDS = 'cannot rerun here: needs a FreeBSD host running 4BSD and one running ULE, same hardware';

// the marks of one chart as sorted "series|value", the value to 6 significant digits as chart.c prints it
async function marks(page, id) {
  return (await page.locator(`svg[id="${id}"] .mark[data-value]`).evaluateAll((els) =>
    els.map((e) => `${e.getAttribute('data-series')}|${Number(e.getAttribute('data-value')).toPrecision(6)}`))).sort();
}

run(async (browser) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  let errors = [];
  const dialogs = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });

  await step('a corpus claim loads with no console error and says what host it needs', async () => {
    await page.goto(`${base}/claims/${corpusClaim}`);
    assert((await page.locator('#check-status').innerText()) === 'holds', 'status');
    assert((await page.locator('#plan').innerText()) === NEEDS, 'plan: ' + await page.locator('#plan').innerText());
    assert(await page.locator('#claim-post').count() === 1, 'no link to the post');
    assert(errors.length === 0, errors.join('\n'));
    await page.screenshot({ path: `${shots}/claim-needs.png`, fullPage: true });
  });

  await step('markup in the claim shows as text and runs nothing', async () => {
    errors = [];
    await page.goto(`${base}/claims/${claim}`);
    const text = await page.locator('#claim-text').innerText();
    assert(text.includes('<script>alert("x")</script><img src=x onerror=alert(3)>'), 'text: ' + text);
    assert(await page.locator('#claim-text img, #claim-text script, #check-note a').count() === 0, 'markup became elements');
    assert(dialogs.length === 0, 'a dialog opened: ' + dialogs.join(', '));
    assert(errors.length === 0, errors.join('\n'));
  });

  await step('a member queues a rerun from the claim page', async () => {
    await page.goto(base + '/login');
    await page.fill('input[name=name]', user);
    await page.fill('input[name=password]', password);
    await Promise.all([page.waitForNavigation(), page.click('form.login button[type=submit]')]);
    await page.goto(`${base}/claims/${claim}`);
    assert((await page.locator('#plan').innerText()).startsWith('rerun on '), 'no plan');
    await page.check('#rerun-form input[name=size]');
    await page.fill('#rerun-form input[name=runs]', '3');
    await Promise.all([page.waitForNavigation(), page.click('#rerun-form button[type=submit]')]);
    assert(/\/jobs\/[0-9]+$/.test(page.url()), 'not on a job page: ' + page.url());
    await page.waitForSelector('#verdict-status', { timeout: 90000 });
  });

  await step('the claim page shows the verdict; its chart marks carry the API numbers; no console error', async () => {
    errors = [];
    await page.goto(`${base}/claims/${claim}`);
    const api = await (await page.request.get(`${base}/api/claims/${claim}`)).json();
    const job = api.reruns[0];
    assert(job && job.verdict && job.chart, 'no rerun with a verdict and chart in the API');
    assert((await page.locator(`#job-${job.id} .verdict`).innerText()) === job.verdict, 'verdict differs');
    const want = job.chart.sets.flatMap((s) => s.samples.map((v) => `${s.label}|${Number(v).toPrecision(6)}`)).sort();
    const got = await marks(page, job.chart.id);
    assert(got.length >= 12, 'too few marks: ' + got.length);
    assert(JSON.stringify(got) === JSON.stringify(want), `marks\n got  ${got}\n want ${want}`);
    assert(await page.locator('table.environment tr.differs, table.environment tr').count() >= 6, 'no environment rows');
    assert(dialogs.length === 0, 'a dialog opened: ' + dialogs.join(', '));
    assert(errors.length === 0, errors.join('\n'));
    await page.screenshot({ path: `${shots}/claim-rerun.png`, fullPage: true });
  });
});
