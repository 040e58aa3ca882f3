import type { ReceivedInvite } from '@questboard/contract/invites';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LogoImage } from '../../../components/ui/logo-image';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { toastError } from '../../../lib/toast';
import { useAnswerInvite } from '../api/invites';
import { InviteStatusBadge } from './invite-status-badge';

/** One invitation opened: marked read, then accepted (on to the quest) or declined (after a confirmation). */
export function InviteDetailDialog({ invite, onClose }: { invite: ReceivedInvite; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerInvite();
  const read = useAnswerInvite();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const questLink = `/quests/${invite.quest.slug}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: mark read once per opened invitation
  useEffect(() => {
    if (!invite.read) read.mutate({ questId: invite.questId, action: 'read' });
  }, [invite.id]);

  function accept() {
    answer.mutate(
      { questId: invite.questId, action: 'accept' },
      { onSuccess: () => void navigate(questLink), onError: (error) => toastError(error) },
    );
  }
  function decline() {
    answer.mutate(
      { questId: invite.questId, action: 'decline' },
      { onSuccess: onClose, onError: (error) => toastError(error) },
    );
  }

  return (
    <Dialog
      title={invite.title ?? t('people.invites.default_title', { quest: invite.quest.title ?? '' })}
      onClose={onClose}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-5" data-testid="invite-detail">
        <div className="flex items-center gap-3">
          <LogoImage src={invite.brand.logo} name={invite.brand.name} className="size-12" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{invite.brand.name}</p>
            <p className="truncate text-sm text-zinc-400">
              {t('people.invites.for_quest', { quest: invite.quest.title ?? '' })}
            </p>
          </div>
          <span className="ml-auto">
            <InviteStatusBadge status={invite.status} />
          </span>
        </div>
        <p className="rounded-xl bg-zinc-950/60 p-4 text-sm whitespace-pre-line text-zinc-200 ring-1 ring-zinc-800">
          {invite.message}
        </p>
        <p className="text-sm text-zinc-400">
          {invite.quest.pool === null
            ? t('people.invites.reward', { amount: formatTokenAmount(invite.quest.rewardAmount) })
            : t('people.invites.pool', { amount: formatTokenAmount(invite.quest.pool) })}{' '}
          · {t(`people.invites.phase_${invite.quest.phase}`)}
        </p>
        {confirmDecline ? (
          <div role="alertdialog" aria-label={t('people.invites.decline_confirm')} className="flex flex-col gap-3">
            <p className="text-sm text-zinc-200">{t('people.invites.decline_confirm')}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirmDecline(false)}>
                {t('people.invites.keep')}
              </Button>
              <Button onClick={decline} loading={answer.isPending}>
                {t('people.invites.decline_yes')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-3">
            {invite.status === 'PENDING' && (
              <Button variant="secondary" onClick={() => setConfirmDecline(true)}>
                {t('people.invites.decline')}
              </Button>
            )}
            {invite.status === 'ACCEPTED' || invite.quest.phase === 'ENDED' ? (
              <Button onClick={() => void navigate(questLink)}>{t('people.invites.open_quest')}</Button>
            ) : (
              invite.status === 'PENDING' && (
                <Button onClick={accept} loading={answer.isPending}>
                  {t('people.invites.accept')}
                </Button>
              )
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
