// job.js: follow a rerun job as it runs: fetch /jobs/ID again every 1.5 s and swap #job
// (progress, live samples, chart, then the verdict).  The page works without it.
'use strict';
(function () {
  var FINAL = /^(done|failed)$/;

  function state(root) {
    var s = root.querySelector('#state');
    return s ? s.textContent.trim() : '';
  }

  function tick() {
    fetch(location.pathname, { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.text();
      })
      .then(function (text) {
        var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById('job');
        var old = document.getElementById('job');
        if (fresh && old) old.replaceWith(document.importNode(fresh, true));
        if (!FINAL.test(state(document))) setTimeout(tick, 1500);
      })
      .catch(function () { setTimeout(tick, 5000); });   // server restarting: keep trying, slower
  }

  if (document.getElementById('job') && !FINAL.test(state(document))) setTimeout(tick, 1500);
})();
