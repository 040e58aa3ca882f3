import { useLocation } from 'react-router';
import { ErrorView } from '../error/error-view';

/** The catch-all route: no route matched this path. */
export function Component() {
  const { pathname } = useLocation();
  return <ErrorView status={404} message={`Page not found: ${pathname}`} />;
}
