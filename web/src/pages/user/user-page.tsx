import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useCompletedQuests } from '../../features/quests/api/completed-quests';
import { CompletedQuests } from '../../features/quests/components/completed-quests';
import { isApiError } from '../../lib/api-error';
import { ErrorView } from '../error/error-view';

export function Component() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  // The first page (shared with the list below) tells whether the user exists.
  const firstPage = useCompletedQuests(username, 0);
  if (isApiError(firstPage.error) && firstPage.error.status === 404) {
    return <ErrorView status={404} message={`Page Not Found: ${pathname}`} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{t('pages.user', { username })}</h1>
      <CompletedQuests username={username} />
    </div>
  );
}
