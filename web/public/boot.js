// Shows the pre-rendered landing shell only where it is right: on "/" in English (the default).
(() => {
  try {
    const lang = localStorage.getItem('language');
    if (location.pathname === '/' && (!lang || lang === 'en-US'))
      document.documentElement.classList.add('prerender-home');
  } catch {
    // Storage may be blocked; the app still renders normally.
  }
})();
