import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pager } from '../../../components/ui/pager';
import { toastError } from '../../../lib/toast';
import { useQuestFundsActions, useReviews } from '../api/quest-funds';
import { SubmissionView } from './submission-view';

const PAGE = 10;

/** Condition checks and task results waiting for the owner's decision. */
export function ReviewQueue({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const reviews = useReviews(questId, offset, PAGE);
  const { decide } = useQuestFundsActions(questId);
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // The owner's "work waits for your review" notification and digest lead here (…/quests/:id#review).
  useEffect(() => {
    if (hash === '#review') card.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Card id="review" ref={card} className="min-w-0 scroll-mt-20">
      <h2 className="mb-4 text-lg font-semibold">
        {t('quest_money.reviews')} {reviews.data ? `(${reviews.data.total})` : ''}
      </h2>
      {reviews.isPending ? (
        <div aria-busy="true" className="h-20 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('wallet.load_failed')}
        </p>
      ) : !reviews.data.items.length ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('quest_money.no_reviews')}</p>
      ) : (
        <ul className="divide-y divide-zinc-800">
          {reviews.data.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
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
              <div className="flex gap-2">
                {([true, false] as const).map((approve) => (
                  <Button
                    key={String(approve)}
                    size="sm"
                    variant={approve ? 'primary' : 'secondary'}
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate({ kind: item.kind, id: item.id, approve }, { onError: (e) => toastError(e) })
                    }
                  >
                    {t(approve ? 'quest_money.approve' : 'quest_money.reject')}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager offset={offset} limit={PAGE} total={reviews.data?.total ?? 0} onChange={setOffset} />
    </Card>
  );
}
