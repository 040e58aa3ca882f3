import type { Distribution } from '@questboard/contract/distribution';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useEligibleList } from '../api/distribution';

/**
 * Re-runs the draw here from the public list and the published seed (contract/src/draw.ts, loaded on demand), and
 * says whether the list's hash and the winners are the ones published.
 */
export function DrawCheck({ distribution }: { distribution: Distribution }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const list = useEligibleList(distribution.questId, asked);
  const seed = distribution.draw?.seed;
  const run = async () => {
    setAsked(true);
    const ids = (list.data ?? (await list.refetch()).data)?.ids;
    if (!ids || !seed || !distribution.draw) return;
    const { drawWinners, listHash } = await import('@questboard/contract/draw');
    const winners = drawWinners(ids, seed, distribution.winners ?? 1);
    const paid = distribution.payouts.map((p) => p.id);
    setResult(listHash(ids) === distribution.draw.listHash && paid.every((id, i) => winners[i] === id));
  };
  if (!seed) return null;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button type="button" variant="secondary" onClick={() => void run()} loading={asked && list.isFetching}>
          {t('distribution.draw.rerun')}
        </Button>
      </div>
      {result !== null && (
        <p
          role="status"
          className={result ? 'text-sm text-emerald-300' : 'text-sm text-red-300'}
          data-testid="draw-check"
        >
          {t(result ? 'distribution.draw.rerun_ok' : 'distribution.draw.rerun_bad')}
        </p>
      )}
    </div>
  );
}
