import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useChainNames, useEligibility } from '../api/eligibility';
import { needsProvenWallet, ruleNeeds, ruleYours } from './rule-words';

// Appealing is for a signed-in person a rule refused (a guest's rules are never met or refused): the box and the
// contract's form schema it checks with (zod) load then, not with every quest page a guest opens.
const AppealBox = lazy(() => import('./appeal-box').then((m) => ({ default: m.AppealBox })));

/**
 * The quest page's "Who may take part": each rule the brand set and, for a signed-in viewer, their own status on it
 * with what was seen and what is needed, and a way to appeal to the brand. Nothing when the quest has no rules.
 */
export function WhoMayTakePart({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const eligibility = useEligibility(questId);
  const data = eligibility.data;
  const { nameOf } = useChainNames(Boolean(data?.rules.some((s) => 'chainId' in s.rule)));
  if (!data || data.rules.length === 0) return null;
  const summary =
    data.eligible === null
      ? t('eligibility.guest')
      : t(data.eligible ? 'eligibility.eligible' : 'eligibility.ineligible');
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="eligibility-rules">
      <h2 className="text-lg font-semibold">{t('eligibility.title')}</h2>
      <p className={cn('text-sm', data.eligible === false ? 'text-amber-200' : 'text-zinc-400')}>{summary}</p>
      <ul className="flex flex-col gap-3">
        {data.rules.map((status) => (
          <li key={JSON.stringify(status.rule)} className="flex items-start gap-3" data-met={String(status.met)}>
            <span
              aria-hidden
              className={cn(
                'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold',
                status.met === null && 'bg-zinc-700 text-zinc-300',
                status.met === true && 'bg-emerald-500/20 text-emerald-300',
                status.met === false && 'bg-red-500/20 text-red-300',
              )}
            >
              {status.met === null ? '•' : status.met ? '✓' : '✗'}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-zinc-100">
                {ruleNeeds(t, status.rule, nameOf)}
                {status.met !== null && (
                  <span className="sr-only"> · {t(status.met ? 'eligibility.met' : 'eligibility.unmet')}</span>
                )}
              </p>
              {status.met !== null && <p className="text-zinc-400">{ruleYours(t, status)}</p>}
              {status.met === null && data.eligible !== null && (
                <p className="text-zinc-400">{t('eligibility.unread')}</p>
              )}
              {needsProvenWallet(status) && (
                <Link to="/settings/wallet" className="text-violet-400 hover:underline">
                  {t('eligibility.prove_wallet')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {data.rules.some((status) => status.met === false) && (
        <Suspense fallback={null}>
          <AppealBox questId={questId} refused={data.eligible === false} />
        </Suspense>
      )}
    </Card>
  );
}
