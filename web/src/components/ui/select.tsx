import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select. */
export function Select({ label, options, className, id, ...rest }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <select id={fieldId} className={inputClass} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
