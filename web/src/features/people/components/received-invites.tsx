import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { LogoImage } from '../../../components/ui/logo-image';
import { ShortTime } from '../../../components/ui/short-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useReceivedInvites } from '../api/invites';
import { InviteDetailDialog } from './invite-detail-dialog';
import { InviteStatusBadge } from './invite-status-badge';

/** The person's invitations; `?invite=<id>` (where the notification leads) opens one. */
export function ReceivedInvites() {
  const { t } = useTranslation();
  const invites = useReceivedInvites();
  const [params, setParams] = useSearchParams();
  const openId = params.get('invite');
  const items = invites.data?.items ?? [];
  const opened = items.find((invite) => invite.id === openId);

  function open(id: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('invite', id);
        else next.delete('invite');
        return next;
      },
      { replace: !id },
    );
  }

  return (
    <Card className="flex flex-col gap-3" aria-labelledby="my-invites">
      <h2 id="my-invites" className="flex items-center gap-2 text-lg font-semibold">
        {t('people.dashboard.invites')}
        {(invites.data?.unreadCount ?? 0) > 0 && (
          <span className="rounded-full bg-violet-600 px-2 py-0.5 text-xs">{invites.data?.unreadCount}</span>
        )}
      </h2>
      {invites.isPending && <Skeleton className="h-16" />}
      {invites.isError && <LoadError onRetry={() => void invites.refetch()} />}
      {invites.isSuccess && items.length === 0 && (
        <p className="text-sm text-zinc-400">{t('people.dashboard.no_invites')}</p>
      )}
      <ul className="flex flex-col gap-2" data-testid="received-invites">
        {items.map((invite) => (
          <li key={invite.id}>
            <button
              type="button"
              onClick={() => open(invite.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl p-3 text-left ring-1 ring-zinc-800 hover:bg-zinc-800/60',
                'focus-visible:outline-2 focus-visible:outline-violet-400',
              )}
            >
              <LogoImage src={invite.brand.logo} name={invite.brand.name} className="size-10" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={cn('truncate text-sm', invite.read ? 'text-zinc-300' : 'font-semibold text-zinc-50')}>
                  {invite.title ?? t('people.invites.default_title', { quest: invite.quest.title ?? '' })}
                </span>
                <span className="truncate text-xs text-zinc-400">
                  {invite.brand.name} · {invite.quest.title}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <InviteStatusBadge status={invite.status} />
                <ShortTime iso={invite.createdAt} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {opened && <InviteDetailDialog invite={opened} onClose={() => open(null)} />}
    </Card>
  );
}
