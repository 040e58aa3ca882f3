import type { ScoredRisk } from '@questboard/contract/risk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { RiskReasons } from './risk-reasons';

/**
 * The colour of a risk score, the same wherever the brand reads one: red above the quest's maximum, amber when a
 * signal weighs, grey at 0.
 */
export function riskTone({ score, above }: Pick<ScoredRisk, 'score' | 'above'>): string {
  if (above) return 'bg-red-500/20 text-red-200 ring-red-400/40';
  if (score > 0) return 'bg-amber-500/15 text-amber-200 ring-amber-400/30';
  return 'bg-zinc-700 text-zinc-200 ring-zinc-600';
}

/**
 * A participant's risk score as a compact badge ("Risk 45") whose reasons open below it on click or Enter/Space (a
 * disclosure button, so a keyboard reaches and reads them); a score of 0 has no reasons and is plain text.
 */
export function RiskBadge({ risk }: { risk: ScoredRisk }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const chip = cn('inline-flex items-center gap-1 rounded px-1.5 font-mono text-xs leading-5 ring-1', riskTone(risk));
  const label = t('eligibility.risk.badge.label', { score: risk.score });
  const above = risk.above && (
    <span className="text-xs text-red-300" data-testid="risk-above">
      {t('eligibility.risk.brand.above')}
    </span>
  );
  if (risk.reasons.length === 0) {
    return (
      <span className="flex flex-wrap items-center gap-2" data-testid="risk-badge">
        <span className={chip} title={t('eligibility.risk.badge.none')}>
          {label}
        </span>
        {above}
      </span>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="risk-badge">
      <span className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={cn(
            chip,
            'cursor-pointer hover:brightness-125 focus-visible:outline-2 focus-visible:outline-violet-400',
          )}
          aria-expanded={open}
          aria-controls={panel}
          aria-label={t('eligibility.risk.badge.toggle', { score: risk.score, count: risk.reasons.length })}
          onClick={() => setOpen((was) => !was)}
        >
          {label}
          <span aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')}>
            ▾
          </span>
        </button>
        {above}
      </span>
      <div id={panel} hidden={!open}>
        {open && <RiskReasons reasons={risk.reasons} reader="brand" />}
      </div>
    </div>
  );
}
