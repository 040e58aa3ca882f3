import type { CompletedQuest } from '@questboard/contract/participation';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { COMPLETED_PAGE_SIZE, useCompletedQuests } from '../api/completed-quests';

/** A first-come quest pays its reward on claim; a pool is shared at the quest's end, among some or all. */
function outcomeKey(quest: CompletedQuest): string {
  if (!quest.pool) return quest.claimed ? 'browse.user.claimed' : 'browse.user.not_claimed';
  if (!quest.pool.settled) return 'browse.user.pool_pending';
  return quest.pool.won && quest.pool.won !== '0' ? 'browse.user.pool_won' : 'browse.user.pool_not_won';
}

/** The reward for a first-come quest; the pool before it is shared; what the person won after. */
const amountShown = (quest: CompletedQuest): string =>
  !quest.pool ? quest.rewardAmount : quest.pool.settled ? (quest.pool.won ?? '0') : quest.pool.amount;

/** The quests a user has completed, newest first, with the reward and whether it was claimed. */
export function CompletedQuests({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const completed = useCompletedQuests(username, offset);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  let body: ReactNode;
  if (completed.isError) body = <LoadError onRetry={() => completed.refetch()} />;
  else if (!completed.data) body = <Skeleton className="h-32" />;
  else if (completed.data.items.length === 0)
    body = <p className="py-6 text-center text-sm text-zinc-400">{t('browse.user.none')}</p>;
  else
    body = (
      <>
        <ul className="divide-y divide-zinc-800">
          {completed.data.items.map((quest) => (
            <li key={quest.questId} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link to={`/quests/${quest.slug}`} className="block truncate text-sm font-medium hover:text-violet-300">
                  {quest.title ?? t('browse.untitled')}
                </Link>
                <p className="text-xs text-zinc-400">
                  {date.format(new Date(quest.completedAt))} · {t(outcomeKey(quest))}
                </p>
              </div>
              <p className="shrink-0 font-mono text-sm text-violet-300">
                {formatTokenAmount(amountShown(quest))} {t('browse.tokens')}
              </p>
            </li>
          ))}
        </ul>
        <Pager
          offset={offset}
          limit={COMPLETED_PAGE_SIZE}
          total={completed.data.total}
          busy={completed.isFetching}
          onChange={setOffset}
        />
      </>
    );
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('browse.user.completed')}</h2>
      {body}
    </Card>
  );
}
