// Runs before the first paint (a blocking script in <head>).
(() => {
  try {
    // The theme (web/src/lib/theme.ts): the stored choice, else the device's setting; dark when it says nothing.
    const choice = localStorage.getItem('theme');
    const light =
      choice === 'light' ||
      (choice !== 'dark' && window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches);
    document.documentElement.dataset.theme = light ? 'light' : 'dark';
    if (light) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#fafafa');
  } catch {
    // Storage may be blocked; the app still renders normally (dark theme).
  }
})();
