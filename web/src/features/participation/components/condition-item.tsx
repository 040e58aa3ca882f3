import type { QuestCondition } from '@questboard/contract/conditions';
import type { ConditionProgress } from '@questboard/contract/participation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { conditionTarget, conditionTitleValues } from '../../../domain/condition-target';
import { useBrandFollowing } from '../../../hooks/use-brand-following';
import { toastError } from '../../../lib/toast';
import { useConditionChecks } from '../api/condition-checks';
import { useParticipationActions } from '../api/participation';
import { AskCheckControls } from './ask-check-controls';
import { CheckedByBrand } from './checked-by-brand';
import { SocialControls } from './social-controls';
import { StatusBadge } from './status-badge';
import { VisitControls } from './visit-controls';

interface ConditionItemProps {
  questId: string;
  brandId: string;
  brandName: string;
  condition: QuestCondition;
  progress: ConditionProgress | undefined;
  /** False once the quest is no longer live: the state shows, the buttons do not. */
  active: boolean;
}

/** One condition: what to do, the controls to do it, and its state. */
export function ConditionItem({ questId, brandId, brandName, condition, progress, active }: ConditionItemProps) {
  const { t } = useTranslation();
  const actions = useParticipationActions(questId);
  const status = progress?.status ?? 'NOT_DONE';
  const open = active && (status === 'NOT_DONE' || (status === 'REJECTED' && condition.action !== 'QUIZ'));
  const verify = (extra: { answerIndex?: number; proof?: string } = {}) =>
    actions.verify.mutate({ questConditionId: condition.id, ...extra }, { onError: (error) => toastError(error) });
  const target = conditionTarget(condition);
  const checks = useConditionChecks();
  const checkedBy = checks.checkedBy(condition.network, condition.action);

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium">
            {t(`participation.action.${condition.action}`, {
              network: t(`participation.network.${condition.network}`),
              brand: brandName,
              ...conditionTitleValues(condition),
            })}
          </p>
          {condition.action === 'QUIZ' ? (
            <p className="mt-1 text-sm text-zinc-300">{condition.params.question}</p>
          ) : (
            target && <p className="mt-1 truncate text-xs text-zinc-400">{target}</p>
          )}
          {checks.byBrand(condition.network, condition.action) && <CheckedByBrand />}
        </div>
        <StatusBadge status={status} />
      </div>
      {progress?.quizTriesLeft != null ? (
        <p className="text-xs text-zinc-300" data-testid="condition-note">
          {progress.quizTriesLeft > 0
            ? t('participation.quiz_wrong', { count: progress.quizTriesLeft })
            : t('participation.quiz_no_tries')}
        </p>
      ) : (
        progress?.note &&
        !progress.recheckAt && (
          <p className="text-xs text-zinc-300" data-testid="condition-note">
            {progress.note}
          </p>
        )
      )}
      {open && condition.action === 'VISIT_LINK' && (
        <VisitControls conditionId={condition.id} busy={actions.verify.isPending} verify={() => verify()} />
      )}
      {open && condition.action === 'QUIZ' && (
        <QuizControls options={condition.params.options ?? []} busy={actions.verify.isPending} onAnswer={verify} />
      )}
      {open && condition.action === 'FOLLOW_BRAND' && (
        <FollowControls {...{ questId, brandId, brandName, verify }} busy={actions.verify.isPending} />
      )}
      {open && (condition.network === 'CHAIN' || condition.network === 'API') && (
        <AskCheckControls
          onChain={condition.network === 'CHAIN'}
          busy={actions.verify.isPending}
          checked={Boolean(progress?.note)}
          verify={() => verify()}
        />
      )}
      {open &&
        condition.network !== 'CHAIN' &&
        condition.network !== 'API' &&
        !['VISIT_LINK', 'QUIZ', 'FOLLOW_BRAND'].includes(condition.action) && (
          <SocialControls {...{ questId, condition, progress, checkedBy, verify }} busy={actions.verify.isPending} />
        )}
    </li>
  );
}

function QuizControls({
  options,
  busy,
  onAnswer,
}: {
  options: string[];
  busy: boolean;
  onAnswer(a: { answerIndex: number }): void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== null) onAnswer({ answerIndex: choice });
      }}
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="sr-only">{t('participation.choose_answer')}</legend>
        {options.map((option, index) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="answer"
              className="accent-violet-500"
              checked={choice === index}
              onChange={() => setChoice(index)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" className="self-start" disabled={choice === null} loading={busy}>
        {t('participation.submit_answer')}
      </Button>
    </form>
  );
}

function FollowControls(props: { questId: string; brandId: string; brandName: string; busy: boolean; verify(): void }) {
  const { t } = useTranslation();
  const following = useBrandFollowing(props.brandId);
  const actions = useParticipationActions(props.questId);
  const follows = following.data?.following ?? false;
  return (
    <div className="flex flex-wrap gap-2">
      {!follows && (
        <Button
          size="sm"
          variant="secondary"
          loading={actions.follow.isPending}
          onClick={() => actions.follow.mutate(props.brandId, { onError: (error) => toastError(error) })}
        >
          {t('participation.follow_brand', { brand: props.brandName })}
        </Button>
      )}
      <Button size="sm" disabled={!follows} loading={props.busy} onClick={() => props.verify()}>
        {t('participation.check')}
      </Button>
    </div>
  );
}
