import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessage } from './field-message';
import { inputClass } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its error message wired for screen readers. */
export function Textarea({ label, error, className, id, rows = 4, ref, ...rest }: TextareaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-message` : undefined}
        className={cn(inputClass, 'h-auto py-2', error && 'ring-red-500')}
        {...rest}
      />
      {error && (
        <p id={`${fieldId}-message`} role="alert" className="text-xs text-red-400">
          <FieldMessage message={error} />
        </p>
      )}
    </div>
  );
}
