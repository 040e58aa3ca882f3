import { type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled native select, styled like the inputs. */
export function Select({ label, options, className, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <select id={selectId} className={cn(inputClass, 'cursor-pointer pr-8')} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
