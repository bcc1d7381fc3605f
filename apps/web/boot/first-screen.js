// Prepares Home's first screen before the app's JavaScript arrives (decision 0131):
// - a visitor who is not signed in sees the welcome panel index.html draws (`html.boot-home`),
//   the same text in the same place React draws it, so the page's largest text paints at once;
// - the schedule's request starts now, and the app's own fetch of that address picks up the
//   preloaded response;
// - the date formatting the schedule's start times need is made ready now (decision 0199).
// The build writes it into index.html, allowed by its hash in the Content-Security-Policy
// (decision 0188). Sports as in docs/screens.md#sport-toggle (baseball_mlb is the default).
(() => {
  try {
    const { pathname, search } = window.location;
    if (pathname !== '/' && pathname !== '/home') return;
    if (pathname === '/' && !localStorage.getItem('jwtToken')) {
      document.documentElement.classList.add('boot-home');
    }
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
    // The page's first Intl.DateTimeFormat loads the locale's date data: about 15 ms here, 60 ms
    // on Lighthouse's slow phone. Made here, while the page waits for its JavaScript, that cost
    // lands before the first paint instead of inside the first game's render, where it was the
    // largest piece of app code in a blocking task. Same options as lib/format.ts's start times.
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(0);
  } catch {
    // No storage (private mode): no boot welcome; the app draws it and fetches the schedule.
  }
})();
