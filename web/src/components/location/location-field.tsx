import { useTranslation } from 'react-i18next';
import { LocationChip } from './location-chip';
import { LocationSearch } from './location-search';

export interface ChosenLocation {
  id: number;
  label: string;
}

interface LocationFieldProps {
  legend: string;
  value: ChosenLocation | null;
  onChange(value: ChosenLocation | null): void;
}

/** One place or none: the chosen place with a remove button, else the search to pick one. */
export function LocationField({ legend, value, onChange }: LocationFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{legend}</legend>
      {value ? (
        <div className="flex">
          <LocationChip label={value.label} onRemove={() => onChange(null)} />
        </div>
      ) : (
        <>
          <p className="text-sm text-zinc-500">{t('location.anywhere')}</p>
          <LocationSearch onPick={(location) => onChange({ id: location.id, label: location.label })} />
        </>
      )}
    </fieldset>
  );
}
