import type { ReviewBatchResult, ReviewItem } from '@questboard/contract/reviews';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RiskBadge } from '../../../components/risk/risk-badge';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useQuestFundsActions, useReviews } from '../api/quest-funds';
import { SubmissionView } from './submission-view';

const PAGE = 10;
const CHECKBOX = 'size-4 shrink-0 cursor-pointer accent-violet-500';

/**
 * Condition checks and task results waiting for the owner's decision, one by one or several at once (after asking).
 * An approval that leaves a participant nothing to do pays them at once; the toast says how many were paid.
 */
export function ReviewQueue({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<boolean | null>(null);
  const reviews = useReviews(questId, offset, PAGE);
  const { decide } = useQuestFundsActions(questId);
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // The owner's "work waits for your review" notification and digest lead here (…/quests/:id#review).
  useEffect(() => {
    if (hash === '#review') card.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const items = reviews.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const run = (list: ReviewItem[], approve: boolean) =>
    decide.mutate(
      { items: list.map(({ kind, id }) => ({ kind, id })), approve },
      {
        onSuccess: (result) => {
          toastSuccess(summary(t, result, approve));
          setSelected(new Set());
          setAsking(null);
        },
        onError: (error) => toastError(error),
      },
    );

  return (
    <Card id="review" ref={card} className="min-w-0 scroll-mt-20">
      <h2 className="mb-4 text-lg font-semibold">
        {t('quest_funds.reviews')} {reviews.data ? `(${reviews.data.total})` : ''}
      </h2>
      {reviews.isPending ? (
        <div aria-busy="true" className="h-20 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('wallet.load_failed')}
        </p>
      ) : !items.length ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('quest_funds.no_reviews')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 border-b border-zinc-800 pb-3">
            <label className="mr-auto flex cursor-pointer items-center gap-3 text-sm text-zinc-300">
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={chosen.length === items.length}
                onChange={(event) => setSelected(new Set(event.target.checked ? items.map((i) => i.id) : []))}
              />
              {t('quest_funds.select_page')}
            </label>
            <div className="flex gap-2">
              <Button size="sm" disabled={!chosen.length || decide.isPending} onClick={() => setAsking(true)}>
                {t('quest_funds.approve_selected', { count: chosen.length })}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!chosen.length || decide.isPending}
                onClick={() => setAsking(false)}
              >
                {t('quest_funds.reject_selected', { count: chosen.length })}
              </Button>
            </div>
          </div>
          <ul className="divide-y divide-zinc-800">
            {items.map((item) => (
              <li
                key={item.id}
                className="grid grid-cols-1 items-center gap-x-2 gap-y-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto]"
              >
                <div className="flex min-w-0 items-center gap-3 sm:col-start-1 sm:row-start-1">
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    aria-label={t('quest_funds.select_review', {
                      who: item.user.displayName ?? item.user.username,
                      what: item.label,
                    })}
                    checked={selected.has(item.id)}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  />
                  <Avatar src={item.user.avatar} name={item.user.username} className="size-8 shrink-0" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">
                      <Link to={`/users/${item.user.username}`} className="hover:text-violet-300">
                        {item.user.displayName ?? item.user.username}
                      </Link>{' '}
                      · {item.label}
                    </p>
                    {item.submission && <SubmissionView submission={item.submission} />}
                  </div>
                </div>
                {/* Under the name, before the decision on a phone; its reasons open across the whole row. */}
                <div className="min-w-0 pl-7 sm:col-span-2 sm:row-start-2 sm:pl-[4.5rem]">
                  <RiskBadge risk={item.risk} />
                </div>
                <div className="flex gap-2 pl-7 sm:col-start-2 sm:row-start-1 sm:pl-0">
                  {([true, false] as const).map((approve) => (
                    <Button
                      key={String(approve)}
                      size="sm"
                      variant={approve ? 'primary' : 'secondary'}
                      disabled={decide.isPending}
                      onClick={() => run([item], approve)}
                    >
                      {t(approve ? 'quest_funds.approve' : 'quest_funds.reject')}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        offset={offset}
        limit={PAGE}
        total={reviews.data?.total ?? 0}
        onChange={(next) => {
          setSelected(new Set());
          setOffset(next);
        }}
      />
      {asking !== null && (
        <ConfirmDialog
          title={t(asking ? 'quest_funds.approve_many_title' : 'quest_funds.reject_many_title', {
            count: chosen.length,
          })}
          text={t(asking ? 'quest_funds.approve_many_text' : 'quest_funds.reject_many_text')}
          confirmLabel={t(asking ? 'quest_funds.approve' : 'quest_funds.reject')}
          busy={decide.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() => run(chosen, asking)}
        />
      )}
    </Card>
  );
}

/** "3 submissions approved · 2 rewards paid · 1 participant could not be paid: …" */
function summary(t: ReturnType<typeof useTranslation>['t'], result: ReviewBatchResult, approve: boolean): string {
  if (result.decided === 0) return t('quest_funds.nothing_decided');
  return [
    t(approve ? 'quest_funds.approved_count' : 'quest_funds.rejected_count', { count: result.decided }),
    result.paid > 0 ? t('quest_funds.paid_count', { count: result.paid }) : null,
    result.unpaid > 0 ? t('quest_funds.unpaid_count', { count: result.unpaid }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
