import './index.css';

let started = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Evaluates the big libraries in separate tasks, so none of them blocks input for long. */
async function boot() {
  await import('react-dom/client');
  await nextTask();
  await (await import('./i18n/i18n')).i18nReady;
  await nextTask();
  // One named export, so the bundler still drops the exports the app does not use (a bare import keeps them all).
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  await import('./lib/query-client');
  await nextTask();
  await import('./router');
  await nextTask();
  await (await import('./app-start')).startApp();
}

const start = () => {
  if (started) return;
  started = true;
  void boot();
};

/** Runs `start` once the page the server rendered has been painted (or soon after, if paint timing is unavailable). */
function afterFirstPaint() {
  if (performance.getEntriesByName('first-contentful-paint').length) return start();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // Older browsers: fall through to the timer.
  }
  setTimeout(start, 400);
}

// With a page the server rendered showing, let it paint before the app's JavaScript is fetched and run.
if (document.getElementById('page-state') !== null) afterFirstPaint();
else start();
