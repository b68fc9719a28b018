// frontdoor.js: from the home page to a comparison, a claim, a rerun and a digest, in two clicks each,
// each page whole (no console error) and marked in the navigation bar.  Prints "ok - NAME" / "not ok - NAME".
//
//   node frontdoor.js BASE_URL SCREENSHOT_DIR
'use strict';
const { run, step, assert } = require('./lib');

const [base, shots] = process.argv.slice(2);
const SECTIONS = ['Lists', 'Compare', 'Claims', 'Systems', 'Reruns', 'Digests', 'Search'];

run(async (browser) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  let errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));

  // Start at the home page and follow SELECTORS, one click each; returns how many clicks it took.
  async function walk(selectors) {
    errors = [];
    await page.goto(base + '/');
    let clicks = 0;
    for (const sel of selectors) {
      const link = page.locator(sel).first();
      assert(await link.count() === 1, `nothing to click: ${sel} on ${page.url()}`);
      await Promise.all([page.waitForNavigation(), link.click()]);
      clicks++;
    }
    assert(errors.length === 0, errors.join('\n'));
    return clicks;
  }

  async function current() {
    return page.locator('header ul.sections a[aria-current="page"]').innerText();
  }

  await step('the home page says what the archive holds, with the navigation bar', async () => {
    errors = [];
    await page.goto(base + '/');
    const nav = await page.locator('header ul.sections a').allInnerTexts();
    assert(JSON.stringify(nav) === JSON.stringify(SECTIONS), 'navigation: ' + nav);
    assert(/The archive holds \d+ messages/.test(await page.locator('p.lead').innerText()), 'no summary');
    for (const id of ['#argued', '#latest-claims', '#latest-reruns', '#lists'])
      assert(await page.locator(id).count() === 1, 'no section ' + id);
    assert(errors.length === 0, errors.join('\n'));
    await page.screenshot({ path: `${shots}/front-door.png`, fullPage: true });
  });

  await step('a comparison in one click from the most argued workloads, and in two through Compare', async () => {
    assert(await walk(['#argued table a[href*="&a="]']) <= 2, 'too many clicks');
    assert(/\/compare\?workload=[^&]+&a=/.test(page.url()), 'not a comparison: ' + page.url());
    assert(await page.locator('section.group figure.chart svg').count() > 0, 'no chart');
    assert(await current() === 'Compare', 'navigation does not mark Compare');
    assert(await walk(['header a[href="/compare"]', 'table.workloads a']) <= 2, 'too many clicks');
    assert(/\/compare\?workload=/.test(page.url()) && await page.locator('h1').count() === 1, page.url());
    await page.screenshot({ path: `${shots}/front-door-compare.png`, fullPage: true });
  });

  await step('a claim in one click from the latest claims, and in two through Claims', async () => {
    assert(await walk(['#latest-claims ul.claims a[href^="/claims/"]']) <= 2, 'too many clicks');
    assert(/\/claims\/[0-9a-f]+$/.test(page.url()), 'not a claim: ' + page.url());
    assert((await page.locator('#check-status, #check .meta').count()) > 0, 'no check');
    assert(await walk(['header a[href="/claims"]', 'ol.claims a[href^="/claims/"]']) <= 2, 'too many clicks');
    assert((await page.locator('#claim-text').innerText()).length > 0, 'no claim text');
    assert(await current() === 'Claims', 'navigation does not mark Claims');
  });

  await step('the finished rerun in one click from the latest reruns, and in two through Reruns', async () => {
    assert(await walk(['#latest-reruns a[href^="/jobs/"]']) <= 2, 'too many clicks');
    assert(/\/jobs\/[0-9]+$/.test(page.url()), 'not a job: ' + page.url());
    assert((await page.locator('#state').innerText()) === 'done', 'not done');
    const v = await page.locator('#verdict-status').innerText();
    assert(/^(reproduced|contradicted|different size|inconclusive)$/.test(v), 'verdict ' + v);
    assert(await walk(['header a[href="/jobs"]', 'table.jobs a[href^="/jobs/"]']) <= 2, 'too many clicks');
    assert(await page.locator('#verdict-status').count() === 1, 'no verdict through Reruns');
    assert(await current() === 'Reruns', 'navigation does not mark Reruns');
    await page.screenshot({ path: `${shots}/front-door-rerun.png`, fullPage: true });
  });

  await step('a digest in two clicks through Digests', async () => {
    assert(await walk(['header a[href="/digest/"]', 'section.digests p a']) <= 2, 'too many clicks');
    assert(/\/digest\/[^/]+\/[0-9]{4}-W[0-9]{2}$/.test(page.url()), 'not a digest: ' + page.url());
    assert(/digest, [0-9]{4}-W[0-9]{2}/.test(await page.locator('div.digest h1').innerText()), 'no digest heading');
    assert(await current() === 'Digests', 'navigation does not mark Digests');
    await page.screenshot({ path: `${shots}/front-door-digest.png`, fullPage: true });
  });
});
