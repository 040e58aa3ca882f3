import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { QuestInvitations } from '../../../people/components/quest-invitations';
import { QuestMoneyPanel } from '../../../quest-money/components/quest-money-panel';
import { ReviewQueue } from '../../../quest-money/components/review-queue';
import { StatisticsChart } from '../../../quest-money/components/statistics-chart';
import { PageHeader } from './page-header';
import { QuestSummaryCard } from './quest-summary-card';
import { StatusBadge } from './status-badge';

/** A quest as its owner runs it: the summary, money (publish, top up, end, reclaim), reviews and statistics. */
export function QuestOverview({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation();
  const draft = quest.status === 'DRAFT';
  return (
    <>
      <PageHeader
        back={{
          to: `/brands-dashboard/brands/${quest.brandId}`,
          label: quest.brand.name ?? t('brands_dashboard.untitled_brand'),
        }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {quest.title ?? t('brands_dashboard.untitled_quest')} <StatusBadge status={quest.phase} />
          </span>
        }
        actions={
          <>
            {quest.status !== 'ENDED' && (
              <Link to={`/brands-dashboard/quests/${quest.id}/edit`} className={buttonClass('secondary')}>
                {t('brands_dashboard.edit')}
              </Link>
            )}
            {!draft && (
              <Link to={`/quests/${quest.slug}`} className={buttonClass('secondary')}>
                {t('brands_dashboard.quest.public_page')}
              </Link>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <QuestMoneyPanel quest={quest} />
        <QuestSummaryCard quest={quest} />
        {!draft && (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <StatisticsChart questId={quest.id} />
            <ReviewQueue questId={quest.id} />
          </div>
        )}
        {!draft && <QuestInvitations quest={quest} />}
      </div>
    </>
  );
}
