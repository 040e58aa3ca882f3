import type { InviteStatus } from '@questboard/contract/invites';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const tone: Record<InviteStatus, string> = {
  PENDING: 'bg-amber-500/15 text-amber-300',
  ACCEPTED: 'bg-emerald-500/15 text-emerald-300',
  DECLINED: 'bg-zinc-700/60 text-zinc-300',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', tone[status])}>
      {t(`people.invites.status_${status}`)}
    </span>
  );
}
