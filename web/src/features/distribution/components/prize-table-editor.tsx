import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

export interface TierDraft {
  places: string;
  amount: string;
}

/** The prize table's lines as the brand types them: how many places, and the tokens each of them gets. */
export function PrizeTableEditor({ tiers, onChange }: { tiers: TierDraft[]; onChange(tiers: TierDraft[]): void }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-zinc-300">{t('distribution.builder.prizes')}</legend>
      {tiers.map((tier, index) => (
        // Lines have no identity of their own; their position is what the brand edits.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex flex-wrap items-end gap-3">
          <Input
            label={t('distribution.builder.places')}
            type="number"
            inputMode="numeric"
            min={1}
            value={tier.places}
            onChange={(event) => change(index, { places: event.target.value })}
            className="w-24"
          />
          <Input
            label={t('distribution.builder.amount')}
            inputMode="decimal"
            value={tier.amount}
            onChange={(event) => change(index, { amount: event.target.value })}
            className="min-w-32 flex-1"
          />
          {tiers.length > 1 && (
            <Button
              type="button"
              variant="secondary"
              aria-label={t('distribution.builder.remove', { n: index + 1 })}
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onChange([...tiers, { places: '1', amount: '' }])}
        >
          {t('distribution.builder.add')}
        </Button>
      </div>
    </fieldset>
  );
}
