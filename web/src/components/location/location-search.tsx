import { LOCATION_TYPES, type Location, type LocationType } from '@questboard/contract/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useLocationSearch } from '../../hooks/use-location-search';
import { Input } from '../ui/input';
import { Select } from '../ui/select';

interface LocationSearchProps {
  /** Places already chosen: not offered again. */
  exclude?: ReadonlySet<number>;
  onPick(location: Location): void;
}

/** Search countries, provinces and cities of the catalogue and pick one. */
export function LocationSearch({ exclude, onPick }: LocationSearchProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<LocationType | ''>('');
  const search = useLocationSearch(useDebouncedValue(keyword.trim()), type || undefined);
  const results = search.data?.items.filter((l) => !exclude?.has(l.id)) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Input
          label={t('location.search')}
          type="search"
          value={keyword}
          placeholder={t('location.placeholder')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Select
          label={t('location.type')}
          value={type}
          onChange={(e) => setType(e.target.value as LocationType | '')}
          options={[
            { value: '', label: t('location.any') },
            ...LOCATION_TYPES.map((v) => ({ value: v, label: t(`location.${v}`) })),
          ]}
        />
      </div>
      {keyword.trim().length >= 2 && (
        <div aria-live="polite">
          {search.isFetching && results.length === 0 ? (
            <p className="text-sm text-zinc-400">{t('shared.loading')}</p>
          ) : search.isError ? (
            <p className="text-sm text-red-300">{t('location.load_failed')}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-zinc-400">{t('location.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-800 rounded-xl ring-1 ring-zinc-800">
              {results.map((location) => (
                <li key={location.id}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-none"
                    onClick={() => {
                      onPick(location);
                      setKeyword('');
                    }}
                  >
                    <span>{location.label}</span>
                    <span className="text-xs text-zinc-500">{t(`location.${location.type}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
