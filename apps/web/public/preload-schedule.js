// Starts Home's schedule request while the app's JavaScript is still on its way, so the first
// screen's games arrive as soon as React can draw them (decision 0131). The app's own fetch of
// the same address picks up this preloaded response. A file, not an inline script: the
// Content-Security-Policy allows scripts from this origin only. Loaded async: it never delays
// the first paint. Sports as in docs/screens.md#sport-toggle (baseball_mlb is the default).
(() => {
  try {
    const { pathname, search } = window.location;
    if (pathname !== '/' && pathname !== '/home') return;
    const params = new URLSearchParams(search);
    const tab = params.get('tab');
    if (tab && tab !== 'schedule') return;
    const sport = params.get('sport') || 'baseball_mlb';
    if (!['baseball_mlb', 'americanfootball_nfl', 'soccer_usa_mls'].includes(sport)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = `/api/current-schedule/${sport}`;
    document.head.appendChild(link);
  } catch {
    // Without it the app simply fetches the schedule itself.
  }
})();
