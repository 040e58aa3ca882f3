import type { QuestStatistics } from '@questboard/contract/quest-funds';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';

/** The quest's statistics line for referral bonuses its escrow paid (nothing when none was paid). */
export function ReferralBonusLine({ bonuses }: { bonuses: QuestStatistics['referralBonuses'] }) {
  const { t } = useTranslation();
  if (bonuses.count === 0) return null;
  return (
    <p className="text-sm text-zinc-300" data-testid="referral-bonuses-paid">
      {t('quest_funds.referral_bonuses', { count: bonuses.count, total: formatTokenAmount(bonuses.total) })}
    </p>
  );
}
