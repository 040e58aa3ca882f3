import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useViewer } from '../../../hooks/use-viewer';
import { cn } from '../../../lib/cn';
import { useForgetSearch, useRememberSearch, useSearchHistories } from '../api/search-histories';
import { useSearchSuggestions } from '../api/search-suggestions';
import { type SearchEntry, searchEntries } from './search-entries';

export interface SearchPanelControls {
  /** Handles a key pressed in the box; true when it did something. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

interface SearchPanelProps {
  /** The debounced keyword. */
  keyword: string;
  open: boolean;
  listboxId: string;
  controls: RefObject<SearchPanelControls | null>;
  onActiveChange(id: string | undefined): void;
  onDone(): void;
}

const GROUPS = ['recent', 'quests', 'brands', 'people', 'all'] as const;

/** The search box's list: grouped suggestions or recent searches, arrow keys to move, Enter to open, Delete to forget. */
export default function SearchPanel({ keyword, open, listboxId, controls, onActiveChange, onDone }: SearchPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useViewer();
  const suggestions = useSearchSuggestions(keyword);
  const histories = useSearchHistories(signedIn && open);
  const remember = useRememberSearch();
  const forget = useForgetSearch();
  const entries = searchEntries(keyword, suggestions.data, histories.data);
  const [active, setActive] = useState(-1);
  const optionId = (entry: SearchEntry) => `${listboxId}-${entry.id}`;

  // A new keyword starts from the top of a new list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on keyword change only
  useEffect(() => setActive(-1), [keyword]);
  const current = open ? entries[active] : undefined;
  useEffect(() => onActiveChange(current ? optionId(current) : undefined));

  const pick = (entry: SearchEntry) => {
    if (signedIn && entry.group !== 'recent' && keyword.trim()) remember.mutate(keyword.trim());
    onDone();
    navigate(entry.to);
  };

  controls.current = {
    onKeyDown(event) {
      const count = entries.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return false;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the box itself: moving past either end comes back to it.
        setActive((i) => {
          const next = i + step;
          return next >= count ? -1 : next < -1 ? count - 1 : next;
        });
        return true;
      }
      if (event.key === 'Enter' && current) {
        pick(current);
        return true;
      }
      if (event.key === 'Delete' && current?.historyId) {
        forget.mutate(current.historyId);
        return true;
      }
      return false;
    },
  };

  if (!open) return null;
  const loading = keyword.trim() !== '' && suggestions.isPending;
  const empty = keyword.trim() !== '' && suggestions.isSuccess && entries.length === 1;
  if (!keyword.trim() && entries.length === 0) return null;

  return (
    <div className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-xl bg-zinc-900 p-2 shadow-2xl ring-1 ring-zinc-700 md:min-w-96">
      {loading && <p className="px-3 py-2 text-sm text-zinc-400">{t('search.loading')}</p>}
      {suggestions.isError && <p className="px-3 py-2 text-sm text-red-400">{t('search.error')}</p>}
      {empty && <p className="px-3 py-2 text-sm text-zinc-400">{t('search.no_match', { keyword: keyword.trim() })}</p>}
      <div role="listbox" id={listboxId} aria-label={t('search.suggestions')}>
        {GROUPS.map((group) => {
          const rows = entries.filter((e) => e.group === group);
          if (rows.length === 0) return null;
          const headingId = `${listboxId}-${group}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of listbox options (WAI-ARIA APG), not a form fieldset
            <div key={group} role="group" aria-labelledby={headingId} className="py-1">
              {group !== 'all' && (
                <div className="flex items-center justify-between px-3 py-1">
                  <span id={headingId} className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
                    {t(`search.groups.${group}`)}
                  </span>
                  {group === 'recent' && (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="text-xs text-violet-300 hover:text-violet-200"
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => forget.mutate(undefined)}
                    >
                      {t('search.clear_recent')}
                    </button>
                  )}
                </div>
              )}
              {rows.map((entry) => (
                <div
                  key={entry.id}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={entry === current}
                  tabIndex={-1}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                    entry === current ? 'bg-zinc-800 text-zinc-50' : 'text-zinc-200 hover:bg-zinc-800/70',
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(entry)}
                  onKeyDown={() => undefined}
                >
                  {entry.group === 'all' ? (
                    <span className="text-violet-300">{t('search.all_results', { keyword: entry.label })}</span>
                  ) : (
                    <>
                      {entry.group !== 'recent' && (
                        <Avatar src={entry.image} name={entry.label} className="size-7 shrink-0 text-xs" />
                      )}
                      <span className="min-w-0 flex-1 truncate">{entry.label}</span>
                      {entry.detail && (
                        <span className="max-w-[40%] truncate text-xs text-zinc-400">{entry.detail}</span>
                      )}
                      {entry.historyId && (
                        <button
                          type="button"
                          tabIndex={-1}
                          aria-label={t('search.forget', { keyword: entry.label })}
                          className="rounded p-1 text-zinc-400 hover:bg-zinc-700 hover:text-zinc-50"
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={(event) => {
                            event.stopPropagation();
                            forget.mutate(entry.historyId);
                          }}
                        >
                          ×
                        </button>
                      )}
                    </>
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
