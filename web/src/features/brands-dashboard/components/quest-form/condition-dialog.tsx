import { ACTION_PARAMS, type ConditionAction, NETWORKS, type Network } from '@questboard/contract/conditions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useActions, useSocials } from '../../api/quests';
import {
  type ConditionDraft,
  conditionProblem,
  emptyCondition,
  type ProblemField,
  problemField,
  trimToAction,
} from '../../lib/condition-draft';
import { ApiTestPanel } from './api-test-panel';
import { ChainFields } from './chain-fields';
import { QuizFields } from './quiz-fields';

interface ConditionDialogProps {
  brandId: string;
  /** The condition being edited, or null to add one. */
  initial: ConditionDraft | null;
  onSave(condition: ConditionDraft): void;
  onClose(): void;
}

/** Adds or edits a condition: a network, one of its actions, and the parameters that action needs. */
export function ConditionDialog({ brandId, initial, onSave, onClose }: ConditionDialogProps) {
  const { t } = useTranslation();
  const socials = useSocials();
  const actions = useActions();
  const [draft, setDraft] = useState<ConditionDraft>(initial ?? emptyCondition('QUESTBOARD', 'FOLLOW_BRAND'));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<ConditionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const networkActions = actions.data?.filter((a) => a.network === draft.network) ?? [];
  const chosen = networkActions.find((a) => a.action === draft.action);
  const params = ACTION_PARAMS[draft.action];
  const problem = conditionProblem(draft);
  const shown = tried ? problem : null;
  const fieldError = (field: ProblemField) =>
    problemField(shown) === field ? t(`brands_dashboard.condition.problem.${field}`) : undefined;
  const onChain = draft.network === 'CHAIN';

  function changeNetwork(network: Network) {
    const first = actions.data?.find((a) => a.network === network)?.action;
    set({ network, action: first ?? draft.action });
  }

  function submit() {
    setTried(true);
    if (!problem) onSave(trimToAction(draft));
  }

  const networkOptions =
    socials.data?.map((s) => ({ value: s.network, label: s.name })) ?? NETWORKS.map((n) => ({ value: n, label: n }));
  return (
    <Dialog title={t(initial ? 'brands_dashboard.condition.edit' : 'brands_dashboard.condition.add')} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('brands_dashboard.condition.network')}
            value={draft.network}
            options={networkOptions}
            onChange={(e) => changeNetwork(e.target.value as Network)}
          />
          <Select
            label={t('brands_dashboard.condition.action')}
            value={draft.action}
            options={networkActions.map((a) => ({ value: a.action, label: a.name }))}
            onChange={(e) => set({ action: e.target.value as ConditionAction })}
          />
        </div>
        {params.includes('url') && (
          <Input
            label={t('brands_dashboard.condition.url')}
            type="url"
            placeholder="https://"
            value={draft.url}
            error={fieldError('url')}
            onChange={(e) => set({ url: e.target.value })}
          />
        )}
        {draft.network === 'API' && <ApiTestPanel brandId={brandId} url={draft.url} />}
        {params.includes('handle') && (
          <Input
            label={t('brands_dashboard.condition.handle')}
            placeholder="@handle"
            value={draft.handle}
            error={fieldError('handle')}
            onChange={(e) => set({ handle: e.target.value })}
          />
        )}
        {params.includes('question') && (
          <Input
            label={t('brands_dashboard.condition.question')}
            value={draft.question}
            onChange={(e) => set({ question: e.target.value })}
          />
        )}
        {params.includes('options') && (
          <QuizFields options={draft.options} answerIndex={draft.answerIndex} onChange={set} />
        )}
        {onChain && <ChainFields draft={draft} fieldError={fieldError} onChange={set} />}
        {params.length === 0 && <p className="text-sm text-zinc-400">{t('brands_dashboard.condition.no_params')}</p>}
        {chosen?.checkedBy === 'REVIEW' && chosen.checkNote && (
          <p role="note" className="rounded-lg bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-500/30">
            {chosen.checkNote}
          </p>
        )}
        {chosen?.checkedBy === 'PLATFORM' &&
          ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT', 'JOIN'].includes(chosen.action) && (
            <p className="text-sm text-zinc-400">{t('social_checks.builder_automatic')}</p>
          )}
        {shown && !problemField(shown) && (
          <p role="alert" className="text-sm text-red-400">
            {t(`brands_dashboard.condition.problem.${shown}`)}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('brands_dashboard.cancel')}
          </Button>
          <Button type="submit">{t(initial ? 'brands_dashboard.save' : 'brands_dashboard.condition.add')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
