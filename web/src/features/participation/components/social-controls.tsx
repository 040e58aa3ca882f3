import type { QuestCondition } from '@questboard/contract/conditions';
import type { ConditionProgress } from '@questboard/contract/participation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { conditionActionLink } from '../../../domain/condition-action-link';
import { networkName } from '../../../domain/network-name';
import { toastError } from '../../../lib/toast';
import { useParticipationActions } from '../api/participation';

interface SocialControlsProps {
  questId: string;
  condition: QuestCondition;
  progress: ConditionProgress | undefined;
  /** PLATFORM: Check asks the provider; REVIEW: the proof goes to the brand's owner. */
  checkedBy: 'PLATFORM' | 'REVIEW';
  busy: boolean;
  verify(extra?: { proof?: string }): void;
}

/**
 * A social condition: a button opening the right place on the network in a new tab, then Check (automatic) or a
 * proof sent for review; once automatic checks keep failing, the participant may hand it to a person.
 */
export function SocialControls({ questId, condition, progress, checkedBy, busy, verify }: SocialControlsProps) {
  const { t } = useTranslation();
  const link = conditionActionLink(condition);
  const network = t(`participation.network.${condition.network}`);
  const recheckAt = progress?.recheckAt ? new Date(progress.recheckAt) : null;
  return (
    <div className="flex flex-col gap-3">
      {recheckAt && (
        <p className="text-xs text-amber-300" role="status">
          {t('social_checks.recheck_at', {
            network,
            time: recheckAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {progress?.connect && (
          <Link to="/settings/socials-connect" className={buttonClass('primary', 'sm')}>
            {t('social_checks.connect_first', { network: networkName(progress.connect) })}
          </Link>
        )}
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
            {t(`social_checks.open.${condition.action}`, { network })}
          </a>
        )}
        {checkedBy === 'PLATFORM' && (
          <Button size="sm" loading={busy} onClick={() => verify()}>
            {progress?.note ? t('social_checks.check_again') : t('participation.check')}
          </Button>
        )}
      </div>
      {checkedBy === 'REVIEW' && <ProofForm busy={busy} onSubmit={(proof) => verify(proof ? { proof } : {})} />}
      {checkedBy === 'PLATFORM' && progress?.canAskReview && <AskReview questId={questId} conditionId={condition.id} />}
    </div>
  );
}

function AskReview({ questId, conditionId }: { questId: string; conditionId: string }) {
  const { t } = useTranslation();
  const actions = useParticipationActions(questId);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
        <span>{t('social_checks.keeps_failing')}</span>
        <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
          {t('social_checks.ask_review')}
        </Button>
      </div>
    );
  }
  return (
    <ProofForm
      busy={actions.askReview.isPending}
      label={t('social_checks.ask_review')}
      onSubmit={(proof) =>
        actions.askReview.mutate({ conditionId, proof: proof || undefined }, { onError: (error) => toastError(error) })
      }
    />
  );
}

function ProofForm({ busy, label, onSubmit }: { busy: boolean; label?: string; onSubmit(proof: string): void }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState('');
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(proof.trim());
      }}
    >
      <Input
        className="flex-1"
        label={t('participation.proof')}
        hint={t('participation.proof_hint')}
        maxLength={500}
        value={proof}
        onChange={(event) => setProof(event.target.value)}
      />
      <Button type="submit" size="sm" loading={busy}>
        {label ?? t('participation.send_for_review')}
      </Button>
    </form>
  );
}
