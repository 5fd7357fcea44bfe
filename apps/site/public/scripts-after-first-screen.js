/* global window, document */
// Starts the site's scripts on a page rendered on the server once the first screen's images are in
// (the posters the page marks fetchpriority="high") and painted. The page is readable and its links
// work before the scripts run; on a slow phone connection the scripts (about 170 KB) would otherwise
// share it with those posters and hold them back. The API writes this tag in place of the built
// page's module script, which it passes as data-entry (ADR 0011).
(function () {
  var tag = document.currentScript;
  // A poster that never comes holds the scripts back no longer than this.
  var LONGEST_WAIT_MS = 3000;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.fetchPriority = 'low';
    entry.src = tag.dataset.entry;
    document.head.appendChild(entry);
  }

  // Started when both are true: the first screen has been painted, and its posters are in.
  var pending = 2;
  function oneDone() {
    pending -= 1;
    // After the frame that paints the posters, not before it.
    if (pending === 0) {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    }
  }

  whenFirstPainted(oneDone);
  whenPostersIn(oneDone);
  window.setTimeout(start, LONGEST_WAIT_MS);

  function whenFirstPainted(done) {
    var paints = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
    if (!paints || paints.indexOf('paint') === -1) return done();
    var observer = new window.PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // A deferred script: the page is parsed, every image of the first screen is in it.
  function whenPostersIn(done) {
    var waiting = Array.prototype.filter.call(
      document.querySelectorAll('img[fetchpriority="high"]'),
      function (image) {
        return !image.complete;
      },
    );
    var left = waiting.length;
    if (left === 0) return done();
    waiting.forEach(function (image) {
      var counted = false;
      function loaded() {
        if (counted) return;
        counted = true;
        left -= 1;
        if (left === 0) done();
      }
      image.addEventListener('load', loaded);
      image.addEventListener('error', loaded);
    });
  }
})();
