import type { ProviderUsage } from '@questboard/contract/socials';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { useProviderUsage } from '../api/quest-funds';

/**
 * The brand's meter of what checking this quest's social conditions cost: calls and records per provider, and X's
 * at the operator's price per record (X bills what its answers carry).
 */
export function ProviderUsageCard({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const usage = useProviderUsage(questId);
  return (
    <Card>
      <section aria-labelledby="provider-usage-title" className="flex flex-col gap-3">
        <h2 id="provider-usage-title" className="text-lg font-semibold">
          {t('quest_funds.provider_usage.title')}
        </h2>
        {usage.isPending ? (
          <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-zinc-800/50" />
        ) : usage.isError ? (
          <LoadError onRetry={() => void usage.refetch()} />
        ) : (
          <ProviderUsageTable usage={usage.data} />
        )}
      </section>
    </Card>
  );
}

/**
 * The meter's rows: calls, records and X's cost per network, what the brand's own X app paid on a row of its own (or
 * a line saying nothing was asked yet).
 */
export function ProviderUsageTable({ usage }: { usage: ProviderUsage }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className="flex flex-col gap-3" data-testid="provider-usage">
      <p className="text-sm text-zinc-400">
        {t('quest_funds.provider_usage.text', { price: usage.xPricePerRecordUsd })}
      </p>
      {usage.items.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('quest_funds.provider_usage.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <thead className="text-xs text-zinc-400">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('quest_funds.provider_usage.network')}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {t('quest_funds.provider_usage.calls')}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {t('quest_funds.provider_usage.records')}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t('quest_funds.provider_usage.cost')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800">
              {usage.items.map((row) => (
                <tr key={`${row.network}:${row.payer}`}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row.payer === 'BRAND'
                      ? t('quest_funds.provider_usage.brand_app', {
                          network: row.label,
                          price: usage.xOwnerPricePerRecordUsd,
                        })
                      : row.label}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{number(row.calls)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{number(row.records)}</td>
                  <td className="py-2 text-right tabular-nums">
                    {row.costUsd === null ? '—' : t('quest_funds.provider_usage.usd', { amount: row.costUsd })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
