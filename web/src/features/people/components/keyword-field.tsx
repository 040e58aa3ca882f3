import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../brands-dashboard/hooks/use-debounced-value';

/** A search box that reports its keyword 300 ms after typing stops (Enter at once). */
export function KeywordField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string | undefined): void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  // Only the settled text drives a change; `value` and `onChange` follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const next = settled.trim() || undefined;
    if (next !== (value || undefined)) onChange(next);
  }, [settled]);
  return (
    <Input
      label={label}
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(text.trim() || undefined);
      }}
    />
  );
}
