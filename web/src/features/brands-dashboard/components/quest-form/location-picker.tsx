import type { Location } from '@questboard/contract/catalogue';
import { QUEST_LIMITS } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { LocationChip } from '../../../../components/location/location-chip';
import { LocationSearch } from '../../../../components/location/location-search';

interface LocationPickerProps {
  value: Location[];
  onChange(value: Location[]): void;
}

/** Location targeting: search countries, provinces and cities (GET /location); none chosen means everywhere. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const { t } = useTranslation();
  const full = value.length >= QUEST_LIMITS.locationsMax;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('brands_dashboard.quest.locations')}</legend>
      <ul className="flex flex-wrap gap-2" aria-label={t('brands_dashboard.quest.locations_chosen')}>
        {value.length === 0 && <li className="text-sm text-zinc-500">{t('brands_dashboard.quest.everywhere')}</li>}
        {value.map((location) => (
          <li key={location.id}>
            <LocationChip label={location.label} onRemove={() => onChange(value.filter((l) => l.id !== location.id))} />
          </li>
        ))}
      </ul>
      {!full && (
        <LocationSearch
          exclude={new Set(value.map((l) => l.id))}
          onPick={(location) => onChange([...value, location])}
        />
      )}
    </fieldset>
  );
}
