import { parseTokens } from '@questboard/contract/money';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useQuestStatistics } from '../api/quest-funds';

/** Participants, completions and claims, and claims and payouts per day as bars. */
export function StatisticsChart({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const stats = useQuestStatistics(questId);
  if (stats.isPending) return <Card aria-busy="true" className="h-56 animate-pulse" />;
  if (stats.isError) return null;
  const days = stats.data.perDay.slice(-14);
  // The largest day's payout scales the bars.
  // biome-ignore lint/complexity/useMathMinMax: these are bigints, which Math.max does not take
  const maxPaid = days.map((d) => parseTokens(d.paid)).reduce((max, paid) => (paid > max ? paid : max), 1n);
  const maxClaims = Math.max(1, ...days.map((d) => d.claims));
  const totals = [
    [t('quest_money.participants'), stats.data.participants],
    [t('quest_money.completions'), stats.data.completions],
    [t('quest_money.claims'), stats.data.claims],
  ] as const;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('quest_money.statistics')}</h2>
      <dl className="mb-6 grid grid-cols-3 gap-3">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {days.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('quest_money.no_activity')}</p>
      ) : (
        <figure>
          <div className="flex h-40 items-end gap-1.5" role="img" aria-label={t('quest_money.chart_label')}>
            {days.map((day) => (
              <div
                key={day.date}
                className="flex h-full flex-1 items-end gap-0.5"
                title={`${day.date}: ${day.claims} · ${formatTokenAmount(day.paid)}`}
              >
                <div
                  className="flex-1 rounded-t bg-violet-500"
                  style={{ height: `${Number((parseTokens(day.paid) * 100n) / maxPaid)}%` }}
                />
                <div
                  className="flex-1 rounded-t bg-emerald-500/70"
                  style={{ height: `${(day.claims / maxClaims) * 100}%` }}
                />
              </div>
            ))}
          </div>
          <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-zinc-400">
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-violet-500" /> {t('quest_money.paid_per_day')}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-emerald-500/70" /> {t('quest_money.claims_per_day')}
            </span>
          </figcaption>
          <table className="sr-only">
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  <td>{day.claims}</td>
                  <td>{day.paid}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </Card>
  );
}
