// check.js: the web archive in headless Chromium: pages load clean, hostile mail stays inert,
// login, CSRF rejection, upload end to end.  Prints "ok - NAME" / "not ok - NAME" per case.
//
//   node check.js BASE_URL SCREENSHOT_DIR ADMIN_NAME ADMIN_PASSWORD UPLOAD_MBOX PAGES_JSON
//
// PAGES_JSON: [{"name": "home", "path": "/", "status": 200}, ...]
'use strict';
const { run, step, assert } = require('./lib');
const fs = require('fs');

const [base, shots, user, password, mbox, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(pagesJson, 'utf8'));

run(async (browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let errors = [];
  let dialogs = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });

  for (const p of pages) {
    await step(`${p.name} loads with status ${p.status} and no console error`, async () => {
      errors = [];
      const resp = await page.goto(base + p.path, { waitUntil: 'load' });
      assert(resp.status() === p.status, `status ${resp.status()}`);
      await page.screenshot({ path: `${shots}/${p.name}.png`, fullPage: true });
      // the browser logs the failed main request of a 403 or 404 page itself
      const real = errors.filter((e) => !(p.status >= 400 && /status of 40[34]/.test(e)));
      assert(real.length === 0, real.join('\n'));
      assert(await page.locator('main').count() === 1, 'no <main>');
    });
  }

  await step('a hostile post shows <script>, onerror= and javascript: as text and runs nothing', async () => {
    const hostile = pages.find((p) => p.name === 'post-hostile');
    dialogs = [];
    errors = [];
    await page.goto(base + hostile.path, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    assert(dialogs.length === 0, 'a dialog opened: ' + dialogs.join(', '));
    assert(await page.locator('script').count() === 0, 'a <script> element exists');
    assert(await page.locator('main img').count() === 0, 'an <img> element exists');
    assert(await page.locator('a[href^="javascript:"]').count() === 0, 'a javascript: link exists');
    const h1 = await page.locator('h1').innerText();
    assert(h1.includes("<script>alert('subject')</script>"), 'subject not shown as text: ' + h1);
    assert(h1.includes('onerror=alert(2)'), 'onerror= not shown as text');
    const body = await page.locator('pre.body').innerText();
    assert(body.includes('javascript:alert(3)'), 'javascript: not shown as text');
    assert(body.includes('onerror="alert(4)"'), 'onerror= in the body not shown as text');
    assert((await page.title()).includes('<script>'), 'title not text');
  });

  await step('login through the form', async () => {
    await page.goto(base + '/login');
    await page.fill('input[name=name]', user);
    await page.fill('input[name=password]', password);
    await Promise.all([page.waitForNavigation(), page.click('form.login button[type=submit]')]);
    const who = await page.locator('header .who').innerText();
    assert(who.includes(`${user} (admin)`), 'not logged in: ' + who);
    const cookies = await context.cookies();
    const s = cookies.find((c) => c.name === 'sl_session');
    assert(s && s.httpOnly && s.sameSite === 'Strict', 'session cookie flags: ' + JSON.stringify(s));
    await page.screenshot({ path: `${shots}/logged-in.png` });
  });

  await step('a forged POST without the CSRF token is refused with 403', async () => {
    await page.goto(base + '/');
    const [resp] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const f = document.createElement('form');
        f.method = 'post';
        f.action = '/logout';
        document.body.appendChild(f);
        f.submit();
      }),
    ]);
    assert(resp.status() === 403, 'status ' + resp.status());
    assert((await page.locator('main').innerText()).includes('CSRF'), 'no CSRF message');
    await page.screenshot({ path: `${shots}/csrf-403.png` });
    await page.goto(base + '/');
    assert((await page.locator('header .who').innerText()).includes(user), 'the forged logout worked');
  });

  await step('upload of an mbox end to end: progress page, then the summary', async () => {
    await page.goto(base + '/upload');
    await page.fill('input[name=list]', 'browser-upload');
    await page.setInputFiles('input[name=archive]', mbox);
    await Promise.all([page.waitForNavigation(), page.click('form.upload button[type=submit]')]);
    assert(/\/upload\/[0-9a-f]{24}$/.test(page.url()), 'no status page: ' + page.url());
    await page.waitForFunction(() => /done|partial|failed/.test(document.getElementById('status').textContent),
                               null, { timeout: 30000 });
    await page.screenshot({ path: `${shots}/upload-done.png`, fullPage: true });
    const n = await page.locator('#new').innerText();
    assert(Number(n) > 0, 'new = ' + n);
    assert((await page.locator('#rejected').innerText()) === '1', 'rejected count');
    assert(await page.locator('table.rejects tbody tr').count() === 1, 'the rejected message is not listed');
  });

  await step('logout through the button', async () => {
    await page.goto(base + '/');
    await Promise.all([page.waitForNavigation(), page.click('header form.inline button')]);
    assert((await page.locator('header .who').innerText()).includes('log in'), 'still logged in');
  });
});
