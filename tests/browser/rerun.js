// rerun.js: a member queues a small pipe rerun from the web UI and watches the verdict appear.
// Prints "ok - NAME" / "not ok - NAME" per case.
//
//   node rerun.js BASE_URL SCREENSHOT_DIR MEMBER_NAME MEMBER_PASSWORD
'use strict';
const { run, step, assert } = require('./lib');

const [base, shots, user, password] = process.argv.slice(2);

run(async (browser) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  let errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));

  await step('log in as a member', async () => {
    await page.goto(base + '/login');
    await page.fill('input[name=name]', user);
    await page.fill('input[name=password]', password);
    await Promise.all([page.waitForNavigation(), page.click('form.login button[type=submit]')]);
    assert((await page.locator('header .who').innerText()).includes(`${user} (member)`), 'not logged in');
  });

  await step('a ULE vs 4BSD claim says what hosts it needs and offers no form', async () => {
    await page.goto(base + '/jobs/new?claim=1&a_os=FreeBSD&a_sched=4BSD&b_os=FreeBSD&b_sched=ULE');
    const plan = await page.locator('#plan').innerText();
    assert(plan === 'cannot rerun here: needs a FreeBSD host running 4BSD and one running ULE, same hardware',
           'plan: ' + plan);
    assert(await page.locator('form.rerun').count() === 0, 'a form is offered');
    await page.screenshot({ path: `${shots}/rerun-needs.png`, fullPage: true });
  });

  await step('queue a test-size pipe rerun, bound to one core against unbound', async () => {
    errors = [];
    await page.goto(base + '/jobs/new?claim=3&a_os=Linux&a_bound=1&b_os=Linux&workload=pipe&posted_a=8.55,8.48,8.61&posted_b=4.85,4.77,4.80');
    assert((await page.locator('#plan').innerText()).startsWith('rerun on '), 'no plan');
    await page.check('input[name=size]');
    await page.fill('input[name=runs]', '3');
    await page.fill('input[name=claimed]', '-40');
    await Promise.all([page.waitForNavigation(), page.click('form.rerun button[type=submit]')]);
    assert(/\/jobs\/[0-9]+$/.test(page.url()), 'not on a job page: ' + page.url());
    await page.screenshot({ path: `${shots}/rerun-queued.png`, fullPage: true });
  });

  await step('the job page shows progress and then the verdict, without reloading', async () => {
    const url = page.url();
    try {
      await page.waitForSelector('#verdict-status', { timeout: 90000 });
    } catch (e) {
      throw new Error(e.message + '\nconsole: ' + errors.join('\n') + '\nstate: ' +
                      await page.locator('#state').innerText());
    }
    assert(page.url() === url, 'the page navigated');
    const state = await page.locator('#state').innerText();
    assert(state === 'done', 'state ' + state);
    const v = await page.locator('#verdict-status').innerText();
    assert(/^(reproduced|contradicted|different size|inconclusive)$/.test(v), 'verdict ' + v);
    assert(await page.locator('#job figure.chart svg .mark').count() >= 12, 'the chart lacks dots');
    assert(await page.locator('#job figure.chart svg g.series[data-series^="posted"]').count() === 2,
           'no posted samples in the chart');
    assert(errors.length === 0, errors.join('\n'));
    await page.screenshot({ path: `${shots}/rerun-verdict.png`, fullPage: true });
  });

  await step('the hosts page lists this machine with its facts and the job', async () => {
    await page.goto(base + '/hosts');
    assert(await page.locator('table.hosts > tbody > tr').count() === 1, 'not one host');
    const row = await page.locator('table.hosts > tbody > tr').innerText();
    assert(row.includes('Linux') && row.includes('job '), 'row: ' + row);
    await page.screenshot({ path: `${shots}/hosts.png`, fullPage: true });
  });
});
