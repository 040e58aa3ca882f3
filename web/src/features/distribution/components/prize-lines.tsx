import type { PrizeTier } from '@questboard/contract/distribution';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';

/** A prize table in words: "Place 1 — 50 QDT each", "Places 2–3 — 20 QDT each". */
export function PrizeLines({ prizes }: { prizes: PrizeTier[] }) {
  const { t } = useTranslation();
  let from = 1;
  const lines = prizes.map((tier) => {
    const line = { from, to: from + tier.places - 1, count: tier.places, amount: tier.amount };
    from += tier.places;
    return line;
  });
  return (
    <ul className="grid gap-1 text-sm" data-testid="prize-lines">
      {lines.map((line) => (
        <li key={line.from} className="flex flex-wrap justify-between gap-x-3">
          <span className="text-zinc-400">
            {t('distribution.place', { count: line.count, from: line.from, to: line.to })}
          </span>
          <span className="font-mono">{t('distribution.prize_each', { amount: formatTokenAmount(line.amount) })}</span>
        </li>
      ))}
    </ul>
  );
}
