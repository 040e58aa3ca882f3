import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A panel; a `ref` reaches its <div> (React 19 passes it as a prop). */
export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800', className)} {...rest} />;
}
