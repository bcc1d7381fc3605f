// Sets the colour scheme class on <html> before the first paint, so a reader who chose a
// scheme with the header switch never sees the other one flash. The build writes it into
// index.html, allowed by its hash in the Content-Security-Policy (decision 0188).
// Mirrors MUI's own start-up script (storage key `mui-mode`: light, dark or system).
// docs/screens.md#color-scheme
(() => {
  try {
    const mode = localStorage.getItem('mui-mode');
    const dark =
      mode === 'dark' ||
      (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch {
    // No storage (private mode): the CSS media query in index.html still follows the system.
  }
})();
