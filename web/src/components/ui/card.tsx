import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800', className)} {...rest} />;
}
