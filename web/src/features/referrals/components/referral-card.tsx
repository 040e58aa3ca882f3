import type { MyReferrals } from '@questboard/contract/referrals';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { useMyReferrals } from '../api/my-referrals';

/** The signed-in person's referral link (with a copy button) and what it brought, from the server. */
export function MyReferralCard() {
  const mine = useMyReferrals();
  if (!mine.data) return null;
  return <ReferralCard referrals={mine.data} origin={window.location.origin} />;
}

/** A referral link to share and its results: people invited, counted, XP earned. */
export function ReferralCard({ referrals, origin }: { referrals: MyReferrals; origin: string }) {
  const { t } = useTranslation();
  const linkId = useId();
  const link = `${origin}${referrals.path}`;
  const figures = [
    { key: 'invited', value: referrals.invited },
    { key: 'counted', value: referrals.counted },
    { key: 'xp', value: referrals.xpEarned },
  ] as const;
  return (
    <Card className="flex min-w-0 flex-col gap-4" data-testid="referral-card">
      <h2 className="text-lg font-semibold">{t('referrals.mine.title')}</h2>
      <p className="text-sm text-zinc-400">{t('referrals.mine.intro', { xp: referrals.xpPerReferral })}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm" htmlFor={linkId}>
          <span className="text-zinc-400">{t('referrals.mine.link')}</span>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-lg bg-zinc-900 px-3 py-2 font-mono text-sm text-zinc-100 ring-1 ring-zinc-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-400"
            data-testid="referral-link"
          />
        </label>
        <CopyButton value={link} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map((f) => (
          <div key={f.key} className="rounded-lg p-2 ring-1 ring-zinc-700">
            <dt className="text-xs text-zinc-400">{t(`referrals.mine.${f.key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`referral-${f.key}`}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
