import { BRAND_LIMITS } from '@questboard/contract/brands';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { FieldErrors } from '../../../../lib/form-errors';
import type { BrandFields } from '../../api/save-brand';

type Backer = BrandFields['backers'][number];

interface BackersEditorProps {
  value: Backer[];
  errors: FieldErrors;
  onChange(value: Backer[]): void;
}

/** The brand's backers: name, link and logo link per row; rows are added and removed in place. */
export function BackersEditor({ value, errors, onChange }: BackersEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<Backer>) =>
    onChange(value.map((backer, i) => (i === index ? { ...backer, ...patch } : backer)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('brands_dashboard.form.backers')}</legend>
      {value.length === 0 && <p className="text-sm text-zinc-500">{t('brands_dashboard.form.no_backers')}</p>}
      {value.map((backer, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and their inputs are controlled
          key={index}
          className="grid gap-3 rounded-xl bg-zinc-950/40 p-3 ring-1 ring-zinc-800 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <Input
            label={t('brands_dashboard.form.backer_name')}
            value={backer.name}
            error={errors[`backers.${index}.name`]}
            onChange={(e) => set(index, { name: e.target.value })}
          />
          <Input
            label={t('brands_dashboard.form.backer_url')}
            type="url"
            placeholder="https://"
            value={backer.url}
            error={errors[`backers.${index}.url`]}
            onChange={(e) => set(index, { url: e.target.value })}
          />
          <Input
            label={t('brands_dashboard.form.backer_logo')}
            type="url"
            placeholder="https://"
            value={backer.logo}
            error={errors[`backers.${index}.logo`]}
            onChange={(e) => set(index, { logo: e.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-end"
            aria-label={t('brands_dashboard.form.remove_backer', { name: backer.name || index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {t('brands_dashboard.remove')}
          </Button>
        </div>
      ))}
      {value.length < BRAND_LIMITS.backersMax && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => onChange([...value, { name: '', url: '', logo: '' }])}
        >
          {t('brands_dashboard.form.add_backer')}
        </Button>
      )}
    </fieldset>
  );
}
