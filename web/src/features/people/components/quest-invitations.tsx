import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAction } from '../../../components/message-action';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInfluences } from '../api/invites';
import { InviteDialog } from './invite-dialog';
import { InviteStatusBadge } from './invite-status-badge';
import { PersonRow } from './person-row';

/** The owner's view of a quest's invitations: who was invited and their answer, and inviting more. */
export function QuestInvitations({ quest }: { quest: { id: string; title: string | null; phase: string } }) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const influences = useInfluences(quest.id);
  const items = influences.data?.pages.flatMap((p) => p.items) ?? [];
  const open = quest.phase === 'LIVE' || quest.phase === 'UPCOMING';
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="quest-invitations">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quest-invitations" className="text-lg font-semibold">
          {t('people.invites.panel_title')}
        </h2>
        {open && <Button onClick={() => setInviting(true)}>{t('people.invites.invite_influencers')}</Button>}
      </div>
      {!open && <p className="text-sm text-zinc-400">{t('people.invites.closed')}</p>}
      {influences.isPending && <Skeleton className="h-20" />}
      {influences.isError && <LoadError onRetry={() => void influences.refetch()} />}
      {influences.isSuccess && items.length === 0 && (
        <p className="text-sm text-zinc-400">{t('people.invites.none_yet')}</p>
      )}
      <ul className="divide-y divide-zinc-800" data-testid="quest-influences">
        {items.map((invite) => (
          <PersonRow
            key={invite.id}
            user={invite.user}
            meta={` · ${invite.title ?? t('people.invites.default_title', { quest: quest.title ?? '' })}`}
            actions={
              <span className="flex items-center gap-2">
                <InviteStatusBadge status={invite.status} />
                <MessageAction user={invite.user} size="sm" />
              </span>
            }
          />
        ))}
      </ul>
      {influences.data && <LoadMore pages={influences} />}
      {inviting && <InviteDialog quest={quest} onClose={() => setInviting(false)} />}
    </Card>
  );
}
