import './i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isUpdateAvailable } from './lib/build-update';
import { setNavigationTarget } from './lib/navigation-target';
import { createAppRouter } from './router';

const router = createAppRouter();

router.subscribe((state) => {
  const next = state.navigation.location;
  setNavigationTarget(next ? `${next.pathname}${next.search}` : null);
  // A newer build was deployed: load the page being navigated to from the server instead.
  if (next && isUpdateAvailable()) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
});

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // A transition renders in small slices, so the first render does not block input as one long task.
  startTransition(() => {
    app.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// Mount once the first route's chunks are in, so the static landing copy is replaced by the page, not by a blank;
// in a task of its own, so evaluating those chunks and rendering the page do not block input as one long task.
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    setTimeout(render, 0);
  });
}
