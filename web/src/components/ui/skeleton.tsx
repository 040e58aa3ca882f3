import { cn } from '../../lib/cn';

/** A pulsing placeholder block. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-zinc-800/70', className)} />;
}
