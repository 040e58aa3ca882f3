import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskReasons } from '../../../components/risk/risk-reasons';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useMyRisk } from '../api/risk';

// Only above the maximum: the box and the contract's form schema it checks with (zod) load then.
const AppealBox = lazy(() => import('./appeal-box').then((m) => ({ default: m.AppealBox })));

/**
 * The quest page's risk score for a signed-in participant of a quest with a maximum: the score, each reason with its
 * weight and what would lower it, and, above the maximum, a way to ask the brand to review. Nothing without a maximum.
 */
export function MyRisk({ questId, enabled }: { questId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const risk = useMyRisk(questId, enabled);
  const data = risk.data;
  if (!data || data.maxScore === null) return null;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="my-risk">
      <h2 className="text-lg font-semibold">{t('eligibility.risk.title')}</h2>
      <p className="text-sm text-zinc-100">
        {t('eligibility.risk.yours', { score: data.score })} · {t('eligibility.risk.limit', { max: data.maxScore })}
      </p>
      <p className={cn('text-sm', data.above ? 'text-amber-200' : 'text-zinc-400')}>
        {t(data.above ? 'eligibility.risk.above' : 'eligibility.risk.below')}
      </p>
      {data.reasons.length > 0 ? (
        <RiskReasons reasons={data.reasons} reader="participant" />
      ) : (
        <p className="text-sm text-zinc-400">{t('eligibility.risk.none')}</p>
      )}
      {data.above && (
        <Suspense fallback={null}>
          <AppealBox questId={questId} refused />
        </Suspense>
      )}
    </Card>
  );
}
