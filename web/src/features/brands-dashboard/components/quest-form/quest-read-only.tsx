import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../overview/page-header';
import { QuestSummaryCard } from '../overview/quest-summary-card';

/** An ended quest cannot change (docs/domain.md): its edit page says so and shows what it was. */
export function QuestReadOnly({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pages.bd_quest_edit')}
        back={{
          to: `/brands-dashboard/quests/${quest.id}`,
          label: quest.title ?? t('brands_dashboard.untitled_quest'),
        }}
      >
        <p
          role="status"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30"
        >
          {t('brands_dashboard.quest.ended_read_only')}
        </p>
      </PageHeader>
      <QuestSummaryCard quest={quest} />
    </>
  );
}
