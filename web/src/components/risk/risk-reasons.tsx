import type { RiskReason } from '@questboard/contract/risk';
import { useTranslation } from 'react-i18next';

/** A reason's words: a wallet without any transaction has its own sentence (nothing was seen to give days of). */
const reasonKey = (reason: RiskReason) =>
  reason.signal === 'WALLET_HISTORY' && reason.seen === null ? 'WALLET_HISTORY_none' : reason.signal;

/**
 * Each reason of a risk score: its weight in points and what was seen. The participant reads it about themselves,
 * with what would lower it; the brand reads it about the participant (`reader="brand"`).
 */
export function RiskReasons({ reasons, reader }: { reasons: RiskReason[]; reader: 'participant' | 'brand' }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {reasons.map((reason) => (
        <li key={reason.signal} className="flex items-start gap-2" data-signal={reason.signal}>
          <span className="shrink-0 rounded bg-amber-500/15 px-1.5 font-mono text-xs leading-5 text-amber-200">
            {t('eligibility.risk.weight', { weight: reason.weight })}
          </span>
          <span className="min-w-0 text-zinc-300">
            {t(`eligibility.risk.${reader === 'brand' ? 'brand_reasons' : 'reasons'}.${reasonKey(reason)}`, {
              seen: String(reason.seen ?? '?'),
              threshold: reason.threshold ?? '',
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
