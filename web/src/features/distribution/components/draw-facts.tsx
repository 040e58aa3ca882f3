import type { Distribution } from '@questboard/contract/distribution';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { DrawCheck } from './draw-check';

/** The verify page's facts: list hash and size, the block, its hash as seed, the winners, and a re-run. */
export function DrawFacts({ distribution: d }: { distribution: Distribution }) {
  const { t } = useTranslation();
  if (d.mode !== 'RAFFLE') return <p className="text-zinc-400">{t('distribution.draw.not_raffle')}</p>;
  if (!d.draw) return <p className="text-zinc-400">{t('distribution.draw.not_frozen')}</p>;
  const rows = [
    [t('distribution.draw.eligible'), String(d.draw.eligible)],
    [t('distribution.draw.list_hash'), d.draw.listHash],
    [t('distribution.draw.block'), d.draw.block],
    [t('distribution.draw.seed'), d.draw.seed ?? t('distribution.draw.not_mined')],
  ] as const;
  return (
    <Card className="flex flex-col gap-5 p-5">
      <dl className="grid gap-3 text-sm" data-testid="draw-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-zinc-400">{label}</dt>
            <dd className="break-all font-mono text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h2 className="text-sm font-semibold text-zinc-100">{t('distribution.draw.winners')}</h2>
        {d.payouts.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">{t('distribution.draw.none')}</p>
        ) : (
          <ol className="mt-2 grid list-decimal gap-1 pl-6 font-mono text-sm" data-testid="draw-winners">
            {d.payouts.map((p) => (
              <li key={p.id}>{p.id}</li>
            ))}
          </ol>
        )}
      </section>
      <DrawCheck distribution={d} />
      <p className="text-sm text-zinc-400">{t('distribution.draw.how')}</p>
      <p className="break-all font-mono text-xs text-zinc-500">{t('distribution.draw.command', { id: d.questId })}</p>
    </Card>
  );
}
