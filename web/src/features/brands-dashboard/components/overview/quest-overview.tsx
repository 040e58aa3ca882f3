import type { QuestDetail } from '@questboard/contract/quests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { PageHeader } from './page-header';
import { QuestSummaryCard } from './quest-summary-card';
import { StatusBadge } from './status-badge';

/** What the page puts around the summary: parts other features own, shown as the quest's state allows. */
export interface QuestOverviewParts {
  /** Publish, top up, end, reclaim. */
  money: ReactNode;
  statistics: ReactNode;
  reviews: ReactNode;
  invitations: ReactNode;
}

/** A quest as its owner runs it: the summary, money (publish, top up, end, reclaim), reviews and statistics. */
export function QuestOverview({ quest, parts }: { quest: QuestDetail; parts: QuestOverviewParts }) {
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
        {parts.money}
        <QuestSummaryCard quest={quest} />
        {!draft && (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            {parts.statistics}
            {parts.reviews}
          </div>
        )}
        {!draft && parts.invitations}
      </div>
    </>
  );
}
