import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useMyReferrals } from '../api/my-referrals';
import { useReferralBonus } from '../api/referral-bonus';

/** On a quest page, for a signed-in person: the quest's referral bonus, if it offers one, with their link to share. */
export function BringAFriend({ questId, enabled }: { questId: string; enabled: boolean }) {
  const bonus = useReferralBonus(questId, enabled);
  const offered = enabled && !!bonus.data && bonus.data.amount !== '0';
  const mine = useMyReferrals(offered);
  if (!offered || !bonus.data || !mine.data) return null;
  return <BringAFriendLine amount={bonus.data.amount} link={`${window.location.origin}${mine.data.path}`} />;
}

/** "Bring a friend: you get X when someone you invited completes this quest", and the link with a copy button. */
export function BringAFriendLine({ amount, link }: { amount: string; link: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid="bring-a-friend">
      <p className="text-sm text-zinc-200">{t('referrals.bonus.bring', { amount: formatTokenAmount(amount, 18) })}</p>
      <div className="flex min-w-0 items-center gap-2">
        <input
          readOnly
          aria-label={t('referrals.mine.link')}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg bg-zinc-900 px-3 py-2 font-mono text-xs text-zinc-100 ring-1 ring-zinc-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-400"
          data-testid="bring-a-friend-link"
        />
        <CopyButton value={link} className="shrink-0" />
      </div>
    </Card>
  );
}
