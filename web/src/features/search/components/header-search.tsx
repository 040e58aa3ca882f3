import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { resultsPath } from './search-entries';
import type { SearchPanelControls } from './search-panel';

// The list, its queries and the API client load on the first focus, not with the page.
const SearchPanel = lazy(() => import('./search-panel'));
const DEBOUNCE_MS = 150;

/** The header's search box: suggestions as you type (quests, brands, people), recent searches, Enter for all results. */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const controls = useRef<SearchPanelControls | null>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Leaving the page closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const done = () => {
    setOpen(false);
    setText('');
  };

  return (
    <search className={cn('relative', className)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          done();
          navigate(resultsPath(text));
        }}
      >
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={`${listboxId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open ? activeId : undefined}
          placeholder={t('search.placeholder')}
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: the mobile box opens because its button was pressed
          autoFocus={autoFocus}
          value={text}
          className="h-9 w-full rounded-lg bg-zinc-900 px-3 text-sm text-zinc-100 ring-1 ring-zinc-700 ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-violet-500 focus:outline-none"
          onFocus={() => {
            setLoaded(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              return;
            }
            if (!open && event.key === 'ArrowDown') setOpen(true);
            if (controls.current?.onKeyDown(event)) event.preventDefault();
          }}
        />
      </form>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPanel
            keyword={keyword}
            open={open}
            listboxId={listboxId}
            controls={controls}
            onActiveChange={setActiveId}
            onDone={done}
          />
        </Suspense>
      )}
    </search>
  );
}
