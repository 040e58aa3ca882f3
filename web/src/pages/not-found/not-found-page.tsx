import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorView } from '../error/error-view';

/** The catch-all route: no route matched this path. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorView status={404} message={t('errors.not_found_path', { path: pathname })} />;
}
