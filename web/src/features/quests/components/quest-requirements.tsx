import type { QuestDetail } from '@questboard/contract/quests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { conditionTarget, conditionTitleValues } from '../../../domain/condition-target';

/**
 * What a participant will have to do, read-only (before starting, and for guests and the owner); `conditionNote`
 * adds what the page knows about a condition (who checks it).
 */
export function QuestRequirements({
  quest,
  conditionNote,
}: {
  quest: QuestDetail;
  conditionNote?: (condition: QuestDetail['conditions'][number]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (quest.conditions.length === 0 && quest.tasks.length === 0) return null;
  const item = 'flex gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800';
  const number = 'flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-600/25 text-xs font-semibold';
  return (
    <Card className="flex flex-col gap-6">
      {quest.conditions.length > 0 && (
        <section aria-labelledby="quest-conditions" className="flex flex-col gap-3">
          <h2 id="quest-conditions" className="text-lg font-semibold">
            {t('participation.conditions')}
          </h2>
          <ol className="flex flex-col gap-2" data-testid="quest-conditions">
            {quest.conditions.map((condition, index) => (
              <li key={condition.id} className={item}>
                <span className={number}>{index + 1}</span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {t(`participation.action.${condition.action}`, {
                      network: t(`participation.network.${condition.network}`),
                      brand: quest.brand.name ?? '',
                      ...conditionTitleValues(condition),
                    })}
                  </p>
                  <p className="mt-1 truncate text-xs text-zinc-400">
                    {condition.action === 'QUIZ' ? condition.params.question : conditionTarget(condition)}
                  </p>
                  {conditionNote?.(condition)}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {quest.tasks.length > 0 && (
        <section aria-labelledby="quest-tasks" className="flex flex-col gap-3">
          <h2 id="quest-tasks" className="text-lg font-semibold">
            {t('participation.tasks')}
          </h2>
          <ol className="flex flex-col gap-2" data-testid="quest-tasks">
            {quest.tasks.map((task, index) => (
              <li key={task.id} className={item}>
                <span className={number}>{index + 1}</span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{task.title}</p>
                  {task.description && <p className="mt-1 text-sm text-zinc-400">{task.description}</p>}
                  <p className="mt-1 text-xs text-zinc-500">{t(`browse.quest.result_${task.resultType}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </Card>
  );
}
