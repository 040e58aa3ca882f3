import { RiskLimitBody } from '@questboard/contract/risk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { riskTone } from '../../../components/risk/risk-badge';
import { RiskReasons } from '../../../components/risk/risk-reasons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useQuestRisk, useSetRiskLimit } from '../api/risk';

/** The brand's review column: the quest's maximum risk score, and each participant's score with its reasons. */
export function RiskPanel({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const risk = useQuestRisk(questId);
  const setLimit = useSetRiskLimit(questId);
  const [max, setMax] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const saved = risk.data?.maxScore;
  useEffect(() => setMax(saved === null || saved === undefined ? '' : String(saved)), [saved]);
  if (!risk.data) return null;
  const save = () => {
    const parsed = RiskLimitBody.safeParse({ maxScore: max.trim() === '' ? null : Number(max) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setLimit.mutate(parsed.data, {
      onSuccess: () => toastSuccess(t('eligibility.risk.brand.saved')),
      onError: (error) => toastError(error),
    });
  };
  return (
    <Card className="flex min-w-0 flex-col gap-4" data-testid="risk-panel">
      <h2 className="text-lg font-semibold">{t('eligibility.risk.brand.title')}</h2>
      <p className="text-sm text-zinc-400">{t('eligibility.risk.brand.intro')}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Input
          label={t('eligibility.risk.brand.max')}
          inputMode="numeric"
          className="w-full sm:w-56"
          value={max}
          error={problem}
          onChange={(event) => {
            setMax(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button type="submit" variant="secondary" loading={setLimit.isPending}>
          {t('eligibility.risk.brand.save')}
        </Button>
      </form>
      {risk.data.items.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('eligibility.risk.brand.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {risk.data.items.map((item) => (
            <li
              key={`${item.user.id}-${item.status}`}
              className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-zinc-700"
              data-testid="risk-item"
            >
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-100">
                <span className="min-w-0 break-all">@{item.user.username}</span>
                <span className={cn('rounded px-1.5 font-mono text-xs leading-5 ring-1', riskTone(item))}>
                  {t('eligibility.risk.brand.score', { score: item.score })}
                </span>
                {item.above && <span className="text-xs text-red-300">{t('eligibility.risk.brand.above')}</span>}
              </p>
              {item.reasons.length > 0 && <RiskReasons reasons={item.reasons} reader="brand" />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
