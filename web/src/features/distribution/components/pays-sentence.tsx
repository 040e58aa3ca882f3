import type { Distribution } from '@questboard/contract/distribution';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';

/** The quest's mode in one plain sentence, in the reader's language. */
export function PaysSentence({ distribution, rewardAmount }: { distribution: Distribution; rewardAmount: string }) {
  const { t } = useTranslation();
  const text =
    distribution.mode === 'FIRST_COME'
      ? t('distribution.says.FIRST_COME', { amount: formatTokenAmount(rewardAmount) })
      : distribution.mode === 'EQUAL_SPLIT'
        ? t('distribution.says.EQUAL_SPLIT')
        : distribution.mode === 'RAFFLE'
          ? t('distribution.says.RAFFLE', { count: distribution.winners ?? 1 })
          : t(`distribution.says.TOP_N_${distribution.score ?? 'TIME'}`);
  return (
    <p className="text-sm text-zinc-300" data-testid="pays-sentence">
      {text}
    </p>
  );
}
