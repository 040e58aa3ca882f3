import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { formatTokenAmount } from '../../../../lib/format-tokens';
import { useConditionName } from '../../hooks/use-condition-name';

/** What the quest asks and pays: reward, dates, targeting, conditions and tasks in order. */
export function QuestSummaryCard({ quest }: { quest: QuestDetail }) {
  const { t, i18n } = useTranslation();
  const nameOf = useConditionName();
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const facts = [
    [t('brands_dashboard.quest.reward'), formatTokenAmount(quest.rewardAmount)],
    [t('brands_dashboard.quest.start'), when(quest.startAt)],
    [t('brands_dashboard.quest.end'), when(quest.endAt)],
    [
      t('brands_dashboard.quest.locations'),
      quest.locations.map((l) => l.label).join('; ') || t('brands_dashboard.quest.everywhere'),
    ],
  ] as const;
  return (
    <Card className="flex flex-col gap-5">
      {quest.image && <img src={quest.image} alt="" className="aspect-[3/1] w-full rounded-xl object-cover" />}
      {quest.description && <p className="whitespace-pre-line text-sm text-zinc-300">{quest.description}</p>}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="mt-0.5 break-words text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <h2 className="mb-2 text-sm font-semibold">
            {t('brands_dashboard.condition.title')} ({quest.conditions.length})
          </h2>
          <ol className="list-inside list-decimal space-y-1 text-sm text-zinc-300">
            {quest.conditions.map((c) => (
              <li key={c.id}>{nameOf(c)}</li>
            ))}
          </ol>
        </div>
        <div>
          <h2 className="mb-2 text-sm font-semibold">
            {t('brands_dashboard.task.title')} ({quest.tasks.length})
          </h2>
          <ol className="list-inside list-decimal space-y-1 text-sm text-zinc-300" data-testid="quest-tasks">
            {[...quest.tasks]
              .sort((a, b) => a.position - b.position)
              .map((task) => (
                <li key={task.id}>{task.title}</li>
              ))}
          </ol>
        </div>
      </div>
    </Card>
  );
}
