import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';

const KEYWORD_DEBOUNCE_MS = 300;

/** The keyword box: typing is debounced before it reaches the URL; Enter applies it at once. */
export function KeywordSearch({ value, onChange }: { value: string; onChange(keyword: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL may change without typing (Back, "Clear filters"): the box follows it.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  const apply = (next: string) => {
    if (next.trim() === applied.current) return;
    applied.current = next.trim();
    onChangeRef.current(next.trim());
  };

  useEffect(() => {
    const timer = setTimeout(() => apply(text), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <search className="flex-1">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(text);
        }}
      >
        <Input
          type="search"
          label={t('browse.filters.keyword')}
          placeholder={t('browse.filters.keyword_placeholder')}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
