import type { CheckStatus } from '@questboard/contract/participation';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const tone: Record<CheckStatus, string> = {
  NOT_DONE: 'bg-zinc-800 text-zinc-300',
  PENDING: 'bg-amber-500/15 text-amber-300',
  VERIFIED: 'bg-emerald-500/15 text-emerald-300',
  REJECTED: 'bg-red-500/15 text-red-300',
};

export function StatusBadge({ status }: { status: CheckStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', tone[status])}>
      {t(`participation.status.${status}`)}
    </span>
  );
}
