// Inline in index.html's head (shell/rspack.config.mjs), render-blocking on purpose (a few bytes):
// before the body is drawn, choose what runs the page. It is the page's one script, trusted by its
// hash in the Content-Security-Policy; what it adds runs by 'strict-dynamic'.
// The Track page (/ and /track-packages) of a visitor not signed in on this browser is its island:
// index.html already holds its HTML, and its small bundle makes it live (the full shell follows on
// intent or when idle); a status link's page (/s/<token>) is its island too. Any other page, or someone
// signed in, gets the full shell, with the loading line until it paints. index.html names the entries on this script's tag.
(function () {
  var tag = document.currentScript;
  var path = location.pathname;
  var signedIn;
  try {
    signedIn = !!localStorage.getItem('fcs.signedIn');
  } catch {
    signedIn = false; // storage blocked: nobody can be signed in
  }
  var islandSrc = tag && tag.getAttribute('data-island');
  var statusSrc = tag && tag.getAttribute('data-status');
  var useIsland = !!islandSrc && (path === '/' || path === '/track-packages') && !signedIn;
  // A status link (/s/<token>) of a visitor: the status page's own island (someone signed in gets the
  // full shell's page, with the link to their record's detail screen).
  var useStatus = !!statusSrc && path.indexOf('/s/') === 0 && !signedIn;
  document.documentElement.setAttribute('data-boot', useIsland ? 'island' : useStatus ? 'status' : 'app');
  var script = document.createElement('script');
  script.src = useIsland ? islandSrc : useStatus ? statusSrc : tag.getAttribute('data-shell');
  document.head.appendChild(script);
  // The status page's one read starts now, beside its script's download, not after it: the island
  // takes this answer (src/island/island-status.ts). Errors are the island's to read and show.
  if (useStatus && window.fetch) {
    var token = path.slice(3).replace(/\/+$/, '');
    window.fcsEarlyStatus = fetch('/config.json', { cache: 'no-cache' })
      .then(function (res) {
        return res.json();
      })
      .then(function (config) {
        // No header: a simple request, without a CORS preflight (the api takes it without Project-ID).
        return fetch(config.apiUrl.replace(/\/+$/, '') + '/status/' + token);
      });
    window.fcsEarlyStatus.catch(function () {});
  }
})();
