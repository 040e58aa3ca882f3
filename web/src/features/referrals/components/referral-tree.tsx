import type { QuestReferrals } from '@questboard/contract/referrals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useQuestReferrals } from '../api/quest-referrals';

const PAGE = 20;

/** The quest owner's statistics: who brought whom among the quest's participants, a page of roots at a time. */
export function QuestReferralTree({ questId }: { questId: string }) {
  const [offset, setOffset] = useState(0);
  const tree = useQuestReferrals(questId, { offset, limit: PAGE });
  if (!tree.data) return null;
  return <ReferralTree tree={tree.data} offset={offset} limit={PAGE} onOffset={setOffset} />;
}

/** Referral trees as an indented list (depth first), with paging through roots. */
export function ReferralTree({
  tree,
  offset,
  limit,
  onOffset,
}: {
  tree: QuestReferrals;
  offset: number;
  limit: number;
  onOffset(offset: number): void;
}) {
  const { t } = useTranslation();
  const names = new Map(tree.items.map((n) => [n.user.id, n.user.username]));
  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid="referral-tree">
      <h2 className="text-lg font-semibold">{t('referrals.tree.title')}</h2>
      <p className="text-sm text-zinc-400">{t('referrals.tree.summary', { count: tree.referred })}</p>
      {tree.items.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('referrals.tree.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {tree.items.map((node) => (
            <li
              key={node.user.id}
              className="flex min-w-0 flex-wrap items-center gap-x-2"
              style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}
              data-testid="referral-node"
            >
              {node.depth > 0 && <span aria-hidden="true">↳</span>}
              <span className="min-w-0 break-all font-medium text-zinc-100">
                {node.user.displayName ?? `@${node.user.username}`}
              </span>
              {node.referrerId && (
                <span className="sr-only">
                  {t('referrals.tree.brought_by', { name: names.get(node.referrerId) ?? '' })}
                </span>
              )}
              {node.brought > 0 && (
                <span className="text-xs text-zinc-400">{t('referrals.tree.brought', { count: node.brought })}</span>
              )}
              {node.counted === false && <span className="text-xs text-amber-300">{t('referrals.tree.pending')}</span>}
            </li>
          ))}
        </ul>
      )}
      {tree.truncated && <p className="text-xs text-zinc-400">{t('referrals.tree.truncated')}</p>}
      {tree.total > limit && (
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - limit))}
          >
            {t('referrals.tree.previous')}
          </Button>
          <span className="text-xs text-zinc-400">
            {t('referrals.tree.page', {
              from: offset + 1,
              to: Math.min(offset + limit, tree.total),
              total: tree.total,
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={offset + limit >= tree.total}
            onClick={() => onOffset(offset + limit)}
          >
            {t('referrals.tree.next')}
          </Button>
        </div>
      )}
    </Card>
  );
}
