import type { Distribution } from '@questboard/contract/distribution';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useDistribution } from '../api/distribution';
import { PaysSentence } from './pays-sentence';
import { PrizeLines } from './prize-lines';

/** The quest page's "How it pays": the mode in words, and once the quest ended, the arithmetic and the draw. */
export function HowItPays({ questId, rewardAmount, ended }: { questId: string; rewardAmount: string; ended: boolean }) {
  const { t } = useTranslation();
  const distribution = useDistribution(questId);
  if (distribution.isError && !distribution.data) {
    return (
      <Card className="flex flex-col gap-3 p-5" data-testid="how-it-pays">
        <h2 className="text-sm font-semibold text-zinc-100">{t('distribution.title')}</h2>
        <LoadError message={t('distribution.load_failed')} onRetry={() => void distribution.refetch()} />
      </Card>
    );
  }
  if (!distribution.data) return null;
  const d = distribution.data;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="how-it-pays">
      <h2 className="text-sm font-semibold text-zinc-100">
        {t('distribution.title')} · {t(`distribution.mode.${d.mode}`)}
      </h2>
      <PaysSentence distribution={d} rewardAmount={rewardAmount} />
      {d.mode === 'TOP_N' && <PrizeLines prizes={d.prizes} />}
      <Outcome distribution={d} ended={ended} />
      {d.mode !== 'EQUAL_SPLIT' && d.payouts.length > 0 && <PaidList distribution={d} />}
      {d.draw && (
        <Link
          to={`/draws/${questId}`}
          className="text-sm font-medium text-violet-300 underline-offset-4 hover:underline"
        >
          {t('distribution.check_draw')}
        </Link>
      )}
    </Card>
  );
}

function Outcome({ distribution: d, ended }: { distribution: Distribution; ended: boolean }) {
  const { t } = useTranslation();
  const amount = (v: string) => formatTokenAmount(v, 18);
  const lines: string[] = [];
  if (ended && d.mode !== 'FIRST_COME' && d.state === 'OPEN') lines.push(t('distribution.outcome.pending'));
  if (d.state === 'FROZEN' && d.draw) {
    lines.push(t('distribution.outcome.frozen', { count: d.draw.eligible, block: d.draw.block }));
  }
  if (d.outcome && d.mode === 'EQUAL_SPLIT') {
    const { pool, eligible, share, returned } = d.outcome;
    lines.push(
      t('distribution.outcome.split', {
        pool: amount(pool),
        count: eligible,
        share: amount(share),
        returned: amount(returned),
      }),
    );
  } else if (d.outcome) {
    const { paid, returned } = d.outcome;
    lines.push(
      t('distribution.outcome.paid', { paid: amount(paid), count: d.payouts.length, returned: amount(returned) }),
    );
  }
  if (d.you?.amount) lines.push(t('distribution.outcome.you_won', { amount: amount(d.you.amount) }));
  else if (d.you) lines.push(t('distribution.outcome.you_listed', { id: d.you.id }));
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm text-zinc-200" data-testid="pays-outcome">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** A raffle's or top N's payouts by place (pseudonymous ids, as on the verify page), open when short. */
function PaidList({ distribution: d }: { distribution: Distribution }) {
  const { t } = useTranslation();
  return (
    <details open={d.payouts.length <= 10} className="text-sm">
      <summary className="cursor-pointer font-medium text-zinc-200">
        {t('distribution.paid_list.title', { count: d.payouts.length })}
      </summary>
      <ol className="mt-2 grid gap-1 text-zinc-300" data-testid="pays-winners">
        {d.payouts.map((p) => (
          <li key={p.id} className="break-all">
            {t('distribution.paid_list.item', {
              place: p.place,
              id: p.id,
              amount: formatTokenAmount(p.amount, 18),
            })}
            {d.you?.id === p.id && <strong className="ml-1 text-violet-300">{t('distribution.paid_list.you')}</strong>}
          </li>
        ))}
      </ol>
    </details>
  );
}
