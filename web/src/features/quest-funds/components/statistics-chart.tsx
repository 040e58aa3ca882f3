import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useQuestStatistics } from '../api/quest-funds';
import { chartDays } from '../lib/chart-days';

// The chart library loads with the first chart drawn, never with the pages around it.
const ActivityChart = lazy(() => import('./activity-chart'));

/** Participants, completions and claims, then claims and payouts per day: a chart, and the same figures as a table. */
export function StatisticsChart({ questId }: { questId: string }) {
  const { t, i18n } = useTranslation();
  const stats = useQuestStatistics(questId);
  if (stats.isPending) return <Card aria-busy="true" className="h-56 animate-pulse" />;
  if (stats.isError) return null;
  const days = chartDays(stats.data.perDay);
  const totals = [
    [t('quest_funds.participants'), stats.data.participants],
    [t('quest_funds.completions'), stats.data.completions],
    [t('quest_funds.claims'), stats.data.claims],
  ] as const;
  const dayName = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('quest_funds.statistics')}</h2>
      <dl className="mb-6 grid grid-cols-3 gap-3">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {days.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-400" data-testid="statistics-empty">
          {t('quest_funds.no_activity')}
        </p>
      ) : (
        <figure>
          <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-zinc-800/40" />}>
            <ActivityChart days={days} />
          </Suspense>
          {/* The table inside a clipped box: a table given sr-only's 1 px width still lays out at its content's width
              and widened the page sideways at 375 px. */}
          <div className="sr-only">
            <table data-testid="statistics-table">
              <caption>{t('quest_funds.chart_label')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quest_funds.day')}</th>
                  <th scope="col">{t('quest_funds.claims_per_day')}</th>
                  <th scope="col">{`${t('quest_funds.paid_per_day')} (${TOKEN_SYMBOL})`}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayName(day.date)}</th>
                    <td>{day.claims}</td>
                    <td>{formatTokenAmount(day.paid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </Card>
  );
}
