import type { ActiveSession } from '@questboard/contract/auth';
import { sessionsApi } from '@questboard/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { ShortTime } from '../../../components/ui/short-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { revokeSession, signOutEverywhere, useActiveSessions } from '../api/sessions';
import { deviceLabel } from './device-label';

function SessionRow({ session, onEnded }: { session: ActiveSession; onEnded(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const end = async () => {
    setBusy(true);
    try {
      await revokeSession(session.id);
      toastSuccess(t('security.session_ended'));
      onEnded();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="active-session">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {deviceLabel(session.userAgent) ?? t('security.unknown_device')}
          {session.current && (
            <span className="rounded-full bg-violet-600/20 px-2 py-0.5 text-xs text-violet-300">
              {t('security.this_device')}
            </span>
          )}
        </p>
        <p className="text-xs text-zinc-400">
          {session.ip ?? t('security.unknown_address')} · {t('security.last_used')}{' '}
          <ShortTime iso={session.lastUsedAt} className="text-zinc-400" />
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" loading={busy} onClick={end}>
          {t('security.end_session')}
        </Button>
      )}
    </li>
  );
}

/**
 * Settings → Security: where the account is signed in, ending one session or all of them. After "sign out
 * everywhere" the page ends the local session (`onSignedOut`).
 */
export function ActiveSessions({ onSignedOut }: { onSignedOut(): Promise<void> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useActiveSessions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const everywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      setConfirming(false);
      toastSuccess(t('security.signed_out_everywhere'));
      await onSignedOut();
    } catch (error) {
      toastError(error);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="active-sessions-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="active-sessions-title" className="text-lg font-semibold">
          {t('security.sessions_title')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('security.sign_out_everywhere')}
        </Button>
      </div>
      <p className="mb-2 text-sm text-zinc-400">{t('security.sessions_text')}</p>
      {sessions.isPending ? (
        <div className="flex flex-col gap-3 py-3" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} />
      ) : sessions.data.items.length === 0 ? (
        <p className="py-3 text-sm text-zinc-400">{t('security.no_sessions')}</p>
      ) : (
        <ul className="divide-y divide-zinc-800">
          {sessions.data.items.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnded={() => void invalidate(queryClient, sessionsApi.list)}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <Dialog title={t('security.confirm_title')} onClose={() => setConfirming(false)}>
          <p className="text-sm text-zinc-300">{t('security.confirm_text')}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('security.cancel')}
            </Button>
            <Button loading={busy} onClick={everywhere}>
              {t('security.sign_out_everywhere')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
