import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessage } from './field-message';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes for the <input> itself; `className` styles the wrapper. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputClass =
  'h-10 w-full rounded-lg bg-zinc-900 px-3 text-sm text-zinc-100 ring-1 ring-inset ring-zinc-700 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-violet-500';

/** A labelled text input with its error message wired for screen readers. */
export function Input({ label, error, hint, className, inputClassName, id, ref, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(inputClass, error && 'ring-red-500', inputClassName)}
        {...rest}
      />
      {(error || hint) && (
        <p
          id={messageId}
          className={cn('text-xs', error ? 'text-red-400' : 'text-zinc-400')}
          role={error ? 'alert' : undefined}
        >
          {error ? <FieldMessage message={error} /> : hint}
        </p>
      )}
    </div>
  );
}
