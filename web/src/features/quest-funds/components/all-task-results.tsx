import type { TaskResultItem } from '@questboard/contract/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskBadge } from '../../../components/risk/risk-badge';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../lib/cn';
import { useAllTaskResults } from '../api/quest-funds';
import { SubmissionView } from './submission-view';

const PAGE = 10;

/** How a result stands, as its owner reads it: waiting, approved, rejected, or accepted automatically. */
function stateOf(item: TaskResultItem): string {
  if (item.status === 'VERIFIED') return item.review === 'AUTO' ? 'AUTO' : 'APPROVED';
  return item.status;
}

const TONES: Record<string, string> = {
  AUTO: 'bg-sky-500/15 text-sky-200',
  APPROVED: 'bg-emerald-500/15 text-emerald-200',
  REJECTED: 'bg-red-500/15 text-red-200',
  PENDING: 'bg-amber-500/15 text-amber-200',
  OPEN: 'bg-zinc-800 text-zinc-300',
};

/**
 * Every task result of the quest, newest first: what the brand pays for, including what no one reviewed, each with
 * its participant's risk score (as in the review queue).
 */
export function AllTaskResults({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useAllTaskResults(questId, offset, PAGE);
  const items = list.data?.items ?? [];
  return (
    <Card className="min-w-0" data-testid="all-task-results">
      <h2 className="mb-1 text-lg font-semibold">
        {t('quest_funds.all_results')} {list.data ? `(${list.data.total})` : ''}
      </h2>
      <p className="mb-3 text-sm text-zinc-400">{t('quest_funds.all_results_hint')}</p>
      {list.isPending ? (
        <div aria-busy="true" className="h-20 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('wallet.load_failed')}
        </p>
      ) : !items.length ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('quest_funds.no_results')}</p>
      ) : (
        <ul className="divide-y divide-zinc-800">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <Avatar src={item.user.avatar} name={item.user.username} className="size-8 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  <Link to={`/users/${item.user.username}`} className="hover:text-violet-300">
                    {item.user.displayName ?? item.user.username}
                  </Link>{' '}
                  · {item.taskTitle}
                </p>
                {item.result && <SubmissionView submission={item.result} />}
                <div className="mt-1">
                  <RiskBadge risk={item.risk} />
                </div>
              </div>
              <span
                className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs', TONES[stateOf(item)])}
                data-testid="result-state"
              >
                {t(`quest_funds.result_state.${stateOf(item)}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager offset={offset} limit={PAGE} total={list.data.total} onChange={setOffset} />}
    </Card>
  );
}
