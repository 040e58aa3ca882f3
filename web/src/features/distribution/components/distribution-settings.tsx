import {
  DISTRIBUTION_MODES,
  type Distribution,
  DistributionBody,
  type DistributionMode,
  prizeTotal,
  TOP_N_SCORES,
} from '@questboard/contract/distribution';
import { formatTokens } from '@questboard/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldMessage } from '../../../components/ui/field-message';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDistribution, useSetDistribution } from '../api/distribution';
import { PaysSentence } from './pays-sentence';
import { PrizeLines } from './prize-lines';
import { PrizeTableEditor, type TierDraft } from './prize-table-editor';

/**
 * The builder's "How it pays": choose the mode while the quest is a draft; afterwards it is shown, not changed. On the
 * create page, before the draft is first saved (`questId` null), it says what brings the choice.
 */
export function DistributionSettings({
  questId,
  ...rest
}: {
  questId: string | null;
  editable: boolean;
  rewardAmount: string;
}) {
  const { t } = useTranslation();
  if (questId) return <SavedQuestDistribution questId={questId} {...rest} />;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="distribution-settings">
      <h2 className="text-lg font-semibold">{t('distribution.title')}</h2>
      <p className="text-sm text-zinc-400">{t('distribution.builder.after_draft')}</p>
    </Card>
  );
}

function SavedQuestDistribution({
  questId,
  editable,
  rewardAmount,
}: {
  questId: string;
  editable: boolean;
  rewardAmount: string;
}) {
  const { t } = useTranslation();
  const current = useDistribution(questId);
  if (!current.data) return null;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="distribution-settings">
      <h2 className="text-lg font-semibold">{t('distribution.title')}</h2>
      {editable ? (
        <DistributionForm key={current.data.mode} questId={questId} saved={current.data} rewardAmount={rewardAmount} />
      ) : (
        <>
          <p className="text-sm text-zinc-400">{t('distribution.builder.locked')}</p>
          <PaysSentence distribution={current.data} rewardAmount={rewardAmount} />
          {current.data.mode === 'TOP_N' && <PrizeLines prizes={current.data.prizes} />}
        </>
      )}
    </Card>
  );
}

function DistributionForm({
  questId,
  saved,
  rewardAmount,
}: {
  questId: string;
  saved: Distribution;
  rewardAmount: string;
}) {
  const { t } = useTranslation();
  const save = useSetDistribution(questId);
  const [mode, setMode] = useState<DistributionMode>(saved.mode);
  const [winners, setWinners] = useState(String(saved.winners ?? 1));
  const [score, setScore] = useState(saved.score ?? 'TIME');
  const [tiers, setTiers] = useState<TierDraft[]>(
    saved.prizes.length > 0
      ? saved.prizes.map((p) => ({ places: String(p.places), amount: p.amount }))
      : [{ places: '1', amount: '' }],
  );
  const body = {
    mode,
    ...(mode === 'RAFFLE' ? { winners: Number(winners) } : {}),
    ...(mode === 'TOP_N'
      ? { score, prizes: tiers.map((tier) => ({ places: Number(tier.places), amount: tier.amount })) }
      : {}),
  };
  const parsed = DistributionBody.safeParse(body);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const preview: Distribution = { ...saved, mode, winners: Number(winners) || 1, score, state: 'OPEN' };
  const submit = () => {
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toastSuccess(t('distribution.builder.saved', { mode: t(`distribution.mode.${mode}`) })),
      onError: (error) => toastError(error),
    });
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-zinc-400">{t('distribution.builder.intro')}</p>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">{t('distribution.title')}</legend>
        {DISTRIBUTION_MODES.map((value) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-zinc-700 has-[:checked]:bg-violet-500/15 has-[:checked]:ring-violet-400"
          >
            <input
              type="radio"
              name="distribution-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="accent-violet-500"
            />
            {t(`distribution.mode.${value}`)}
          </label>
        ))}
      </fieldset>
      <PaysSentence distribution={preview} rewardAmount={rewardAmount} />
      {mode === 'RAFFLE' && (
        <Input
          label={t('distribution.builder.winners')}
          type="number"
          inputMode="numeric"
          min={1}
          value={winners}
          onChange={(event) => setWinners(event.target.value)}
          className="max-w-48"
        />
      )}
      {mode === 'TOP_N' && (
        <>
          <Select
            label={t('distribution.builder.score')}
            value={score}
            onChange={(event) => setScore(event.target.value as (typeof TOP_N_SCORES)[number])}
            options={TOP_N_SCORES.map((value) => ({ value, label: t(`distribution.builder.score_${value}`) }))}
            className="max-w-64"
          />
          <PrizeTableEditor tiers={tiers} onChange={setTiers} />
          {parsed.success && parsed.data.mode === 'TOP_N' && (
            <p className="text-sm text-zinc-300" data-testid="prize-total">
              {t('distribution.builder.total', {
                amount: formatTokenAmount(formatTokens(prizeTotal(parsed.data.prizes)), 18),
              })}
            </p>
          )}
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          <FieldMessage message={problem} />
        </p>
      )}
      <div>
        <Button type="submit" disabled={!parsed.success} loading={save.isPending}>
          {t('distribution.builder.save')}
        </Button>
      </div>
    </form>
  );
}
