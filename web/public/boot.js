(() => {
  try {
    const root = document.documentElement;
    const choice = localStorage.getItem('theme');
    const light =
      choice === 'light' ||
      (choice !== 'dark' && window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches);
    root.dataset.theme = light ? 'light' : 'dark';
    if (light) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#fafafa');
    if (localStorage.getItem('tokens')) root.dataset.session = '';
  } catch {}
})();
