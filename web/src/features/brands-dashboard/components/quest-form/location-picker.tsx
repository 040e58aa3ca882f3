import { LOCATION_TYPES, type Location, type LocationType } from '@questboard/contract/catalogue';
import { QUEST_LIMITS } from '@questboard/contract/quests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useLocationSearch } from '../../api/catalogue';

interface LocationPickerProps {
  value: Location[];
  onChange(value: Location[]): void;
}

/** Location targeting: search countries, provinces and cities (GET /location); none chosen means everywhere. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<LocationType | ''>('');
  const search = useLocationSearch(useDebouncedValue(keyword.trim()), type || undefined);
  const chosen = new Set(value.map((l) => l.id));
  const results = search.data?.items.filter((l) => !chosen.has(l.id)) ?? [];
  const full = value.length >= QUEST_LIMITS.locationsMax;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('brands_dashboard.quest.locations')}</legend>
      <ul className="flex flex-wrap gap-2" aria-label={t('brands_dashboard.quest.locations_chosen')}>
        {value.length === 0 && <li className="text-sm text-zinc-500">{t('brands_dashboard.quest.everywhere')}</li>}
        {value.map((location) => (
          <li
            key={location.id}
            className="flex items-center gap-1 rounded-full bg-violet-600/20 py-1 pr-1 pl-3 text-sm"
          >
            {location.label}
            <button
              type="button"
              className="rounded-full px-1.5 text-zinc-300 hover:bg-zinc-800"
              aria-label={t('brands_dashboard.quest.remove_location', { name: location.label })}
              onClick={() => onChange(value.filter((l) => l.id !== location.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {!full && (
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Input
            label={t('brands_dashboard.quest.location_search')}
            type="search"
            value={keyword}
            placeholder={t('brands_dashboard.quest.location_placeholder')}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Select
            label={t('brands_dashboard.quest.location_type')}
            value={type}
            onChange={(e) => setType(e.target.value as LocationType | '')}
            options={[
              { value: '', label: t('brands_dashboard.quest.location_any') },
              ...LOCATION_TYPES.map((v) => ({ value: v, label: t(`brands_dashboard.quest.location_${v}`) })),
            ]}
          />
        </div>
      )}
      {keyword.trim().length >= 2 && (
        <div aria-live="polite">
          {search.isFetching && results.length === 0 ? (
            <p className="text-sm text-zinc-400">{t('shared.loading')}</p>
          ) : search.isError ? (
            <p className="text-sm text-red-300">{t('brands_dashboard.load_failed')}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-zinc-400">{t('brands_dashboard.quest.no_locations')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-800 rounded-xl ring-1 ring-zinc-800">
              {results.map((location) => (
                <li key={location.id}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-none"
                    onClick={() => {
                      onChange([...value, location]);
                      setKeyword('');
                    }}
                  >
                    <span>{location.label}</span>
                    <span className="text-xs text-zinc-500">
                      {t(`brands_dashboard.quest.location_${location.type}`)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
