import { AppealBody } from '@questboard/contract/appeals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toastError } from '../../../lib/toast';
import { useAskAppeal, useMyAppeal } from '../api/appeals';

/**
 * Under the rules a person does not meet: ask the brand to review with a message, or read where the appeal stands
 * (waiting, or the decision and its reason). `refused` says the person misses a rule; without an appeal nothing shows.
 */
export function AppealBox({ questId, refused }: { questId: string; refused: boolean }) {
  const { t } = useTranslation();
  const appeal = useMyAppeal(questId, true);
  if (appeal.isPending) return null;
  if (appeal.data) {
    const { status, message, reason } = appeal.data;
    return (
      <div className="flex flex-col gap-1 rounded-lg bg-zinc-800/60 p-3 text-sm" data-testid="appeal-status">
        <p className="font-medium text-zinc-100">{t(`eligibility.appeal.status_${status}`)}</p>
        <p className="text-zinc-400">
          {t('eligibility.appeal.you_wrote')} “{message}”
        </p>
        {reason && (
          <p className="text-zinc-300">
            {t('eligibility.appeal.brand_said')} “{reason}”
          </p>
        )}
      </div>
    );
  }
  return refused ? <AppealForm questId={questId} /> : null;
}

function AppealForm({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const ask = useAskAppeal(questId);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('eligibility.appeal.open')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = AppealBody.safeParse({ message });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message);
          return;
        }
        ask.mutate(parsed.data, { onError: (error) => toastError(error) });
      }}
    >
      <p className="text-sm text-zinc-400">{t('eligibility.appeal.intro')}</p>
      <Textarea
        label={t('eligibility.appeal.message')}
        value={message}
        error={problem}
        onChange={(event) => {
          setMessage(event.target.value);
          setProblem(undefined);
        }}
      />
      <Button type="submit" className="self-start" loading={ask.isPending}>
        {t('eligibility.appeal.send')}
      </Button>
    </form>
  );
}
