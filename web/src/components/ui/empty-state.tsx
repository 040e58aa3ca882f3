import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}

/** A calm box saying there is nothing to show, with an optional way out. */
export function EmptyState({ title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl bg-zinc-900/50 px-6 py-14 text-center ring-1 ring-zinc-800',
        className,
      )}
    >
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="max-w-md text-sm text-zinc-400">{text}</p>}
      {action}
    </div>
  );
}
