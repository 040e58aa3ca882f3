import { type ComponentProps, forwardRef } from 'react';
import { cn } from '../../lib/cn';

// forwardRef, not React 19's ref-as-prop: the app renders with Preact, which does not pass `ref` to function components.
export const Card = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Card({ className, ...rest }, ref) {
  return <div ref={ref} className={cn('rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800', className)} {...rest} />;
});
