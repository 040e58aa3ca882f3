import type { BrandAppeal } from '@questboard/contract/appeals';
import { AppealDecisionBody } from '@questboard/contract/appeals';
import { ruleKey } from '@questboard/contract/eligibility';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAppeals, useDecideAppeal } from '../api/appeals';
import { ruleYours } from './rule-words';

/** The brand's appeals of its quest's rules: who, what they wrote, which rules they miss; accept or refuse with a reason. */
export function AppealsQueue({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const appeals = useAppeals(questId);
  const items = appeals.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flex min-w-0 flex-col gap-4" data-testid="appeals-queue">
      <h2 className="text-lg font-semibold">
        {t('eligibility.appeals.title')} ({items.filter((a) => a.status === 'PENDING').length})
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map((appeal) => (
          <AppealItem key={appeal.id} questId={questId} appeal={appeal} />
        ))}
      </ul>
    </Card>
  );
}

function AppealItem({ questId, appeal }: { questId: string; appeal: BrandAppeal }) {
  const { t } = useTranslation();
  const decide = useDecideAppeal(questId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = (accept: boolean) => {
    const parsed = AppealDecisionBody.safeParse({ accept, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    decide.mutate(
      { appealId: appeal.id, ...parsed.data },
      {
        onSuccess: () => toastSuccess(t(accept ? 'eligibility.appeals.accepted' : 'eligibility.appeals.refused')),
        onError: (error) => toastError(error),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-zinc-700" data-testid="appeal-item">
      <p className="text-sm font-medium text-zinc-100">
        @{appeal.user.username} · {t(`eligibility.appeals.status_${appeal.status}`)}
      </p>
      <p className="text-sm break-words text-zinc-300">“{appeal.message}”</p>
      <ul className="list-inside list-disc text-sm text-zinc-400">
        {appeal.rules
          .filter((status) => status.met === false)
          .map((status) => (
            <li key={ruleKey(status.rule)}>{ruleYours(t, status)}</li>
          ))}
      </ul>
      {appeal.status === 'PENDING' ? (
        <>
          <Textarea
            label={t('eligibility.appeals.reason')}
            rows={2}
            value={reason}
            error={problem}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => send(true)} loading={decide.isPending}>
              {t('eligibility.appeals.accept')}
            </Button>
            <Button variant="secondary" onClick={() => send(false)} disabled={decide.isPending}>
              {t('eligibility.appeals.refuse')}
            </Button>
          </div>
        </>
      ) : (
        appeal.reason && (
          <p className="text-sm text-zinc-400">
            {t('eligibility.appeal.brand_said')} “{appeal.reason}”
          </p>
        )
      )}
    </li>
  );
}
