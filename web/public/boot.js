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
    // The pre-rendered landing shell shows only where it is right: on "/" in English (the default).
    const lang = localStorage.getItem('language');
    const english = !lang || lang === 'en-US';
    if (location.pathname === '/' && english) document.documentElement.classList.add('prerender-home');
    // /quests and quest pages as the server filled them in for guests (web/src/lib/page-data.ts), when that is who
    // is reading: no stored session (web/src/lib/token-storage.ts), English, and no filters in the address.
    const questPage = /^\/quests(\/[^/]+)?\/?$/.test(location.pathname) && !location.search;
    if (questPage && english && !localStorage.getItem('tokens')) document.documentElement.classList.add('page-shell');
  } catch {
    // Storage may be blocked; the app still renders normally (dark theme).
  }
})();
