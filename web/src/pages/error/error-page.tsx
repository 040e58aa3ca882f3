import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteHeader } from '../../app/site-header';
import { ErrorView } from './error-view';

/** The router's error boundary: failed validation (404 'Page Not Found: {path}') or any thrown error. */
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <ErrorView status={status} message={message} />
      </main>
    </div>
  );
}
