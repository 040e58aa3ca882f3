import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTokenAmount } from '../../../lib/format-tokens';
import type { ChartDay } from '../lib/chart-days';

const PAID = '#8b5cf6';
const CLAIMS = '#10b981';
const AXIS = '#a1a1aa';

/**
 * Claims and payouts per day as bars on two axes (claims on the left, tokens on the right), drawn by Recharts. Loaded
 * on its own (the library is large); the card around it keeps the totals and the table screen readers use.
 */
export default function ActivityChart({ days }: { days: ChartDay[] }) {
  const { t, i18n } = useTranslation();
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const paid = t('quest_funds.paid_per_day');
  const claims = t('quest_funds.claims_per_day');
  return (
    // Clipped: Recharts positions its (hidden) tooltip box absolutely, which would otherwise widen a phone's page.
    <div className="h-56 w-full overflow-hidden" aria-hidden="true" data-testid="activity-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: -16 }} barGap={2}>
          <CartesianGrid vertical={false} stroke="#3f3f46" strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fill: AXIS, fontSize: 11 }} minTickGap={12} />
          <YAxis yAxisId="claims" allowDecimals={false} tick={{ fill: AXIS, fontSize: 11 }} width={40} />
          <YAxis
            yAxisId="paid"
            orientation="right"
            tick={{ fill: AXIS, fontSize: 11 }}
            tickFormatter={(value: number) => formatTokenAmount(String(value), 2)}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value, name, item) =>
              name === paid
                ? [`${formatTokenAmount((item.payload as ChartDay).paid)} ${TOKEN_SYMBOL}`, name]
                : [value, name]
            }
            contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, fontSize: 12 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="claims" dataKey="claims" name={claims} fill={CLAIMS} radius={[3, 3, 0, 0]} />
          <Bar yAxisId="paid" dataKey="paidValue" name={paid} fill={PAID} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
