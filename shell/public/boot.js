// Render-blocking on purpose (a few bytes, cached): before the body is drawn, tell index.html's
// styles whether this is the Track page, whose box and button it paints before the app loads.
document.documentElement.dataset.boot = location.pathname === '/' || location.pathname === '/track-packages' ? 'track' : 'app';
