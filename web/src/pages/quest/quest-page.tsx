import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { useQuestDetail } from '../../features/quests/api/quest-detail';
import { QuestPageSkeleton } from '../../features/quests/components/quest-page-skeleton';
import { isApiError } from '../../lib/api-error';
import { ErrorView } from '../error/error-view';
import { QuestContent } from './quest-content';

export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const quest = useQuestDetail(slug);
  if (isApiError(quest.error) && quest.error.status === 404) {
    return <ErrorView status={404} message={t('errors.invalid_path', { path: pathname })} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/quests" className="w-fit text-sm text-zinc-400 hover:text-zinc-50">
        ← {t('browse.quest.all')}
      </Link>
      {quest.data ? (
        <QuestContent quest={quest.data} />
      ) : quest.isError ? (
        <LoadError onRetry={() => quest.refetch()} />
      ) : (
        <QuestPageSkeleton />
      )}
    </div>
  );
}
