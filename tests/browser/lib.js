// lib.js: what every headless-Chromium check shares: Debian's Chromium launched, one line per case, the exit status.
//
//   const { run, step, assert } = require('./lib');
//   run(async (browser) => { await step('NAME', async () => { assert(cond, 'why'); }); });
//
// Each case prints "ok - browser: NAME" or "not ok - browser: NAME" with the
// failure as "#   " lines; tests/lib/browser.sh passes those lines to tests/run.
'use strict';
const { chromium } = require('playwright-core');

let failed = 0;

// One case's line (and its detail as comments when it failed).
function report(ok, name, detail) {
  console.log(`${ok ? 'ok' : 'not ok'} - browser: ${name}`);
  if (!ok) {
    failed++;
    if (detail) console.log(String(detail).split('\n').map((l) => '#   ' + l).join('\n'));
  }
}

// For a check that prints its own lines: count one failed case.
function countFailure() {
  failed++;
}

async function step(name, fn) {
  try {
    await fn();
    report(true, name);
  } catch (e) {
    report(false, name, e && e.stack ? e.stack : e);
  }
}

function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

// Debian's /usr/bin/chromium (tools/deps.sh TEST), never a downloaded one; no
// sandbox (tests run as root) and nothing that talks to the network by itself.
function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// Runs main(browser), closes the browser and exits 1 if any case failed; a
// run that throws is one more failed case, so it can never pass by stopping.
function run(main) {
  (async () => {
    const browser = await launch();
    await main(browser);
    await browser.close();
    process.exit(failed ? 1 : 0);
  })().catch((e) => {
    console.log('not ok - browser: the run itself failed');
    console.log('#   ' + String(e && e.stack ? e.stack : e).split('\n').join('\n#   '));
    process.exit(1);
  });
}

module.exports = { report, countFailure, step, assert, run };
