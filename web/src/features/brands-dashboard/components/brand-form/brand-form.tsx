import { BRAND_LIMITS } from '@questboard/contract/brands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import type { useBrandForm } from '../../hooks/use-brand-form';
import { AutosaveBar } from '../form/autosave-status';
import { CategoryPicker } from '../form/category-picker';
import { ImageField } from '../form/image-field';
import { NameFields } from '../form/name-fields';
import { BackersEditor } from './backers-editor';

interface BrandFormProps {
  form: ReturnType<typeof useBrandForm>;
  /** The buttons under the form (activate, done…). */
  actions: ReactNode;
}

/** Every field of a brand, auto-saved; images upload as soon as they are picked. */
export function BrandFormView({ form, actions }: BrandFormProps) {
  const { t } = useTranslation();
  const { fields, setFields, errors, brand } = form;
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));
  const fee = brand?.fee.feeBps;
  return (
    <form className="flex flex-col gap-6" noValidate onSubmit={(event) => event.preventDefault()}>
      <AutosaveBar status={form.status} />
      <Card className="flex flex-col gap-5">
        <NameFields
          label={t('brands_dashboard.form.name')}
          name={fields.name}
          nameMax={BRAND_LIMITS.nameMax}
          nameError={errors.name}
          availability={form.availability}
          description={fields.description}
          descriptionError={errors.description}
          onChange={set}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('brands_dashboard.form.website')}
            type="url"
            placeholder="https://"
            value={fields.website}
            error={errors.website}
            onChange={(e) => set({ website: e.target.value })}
          />
          <Input
            label={t('brands_dashboard.form.twitter')}
            placeholder="@handle"
            value={fields.twitter}
            error={errors.twitter}
            onChange={(e) => set({ twitter: e.target.value })}
          />
        </div>
        <CategoryPicker
          value={fields.categories}
          max={BRAND_LIMITS.categoriesMax}
          error={errors.categories}
          onChange={(categories) => set({ categories })}
        />
      </Card>
      <Card className="flex flex-col gap-5 sm:flex-row sm:gap-10">
        <ImageField
          label={t('brands_dashboard.form.logo')}
          current={brand?.logo ?? null}
          busy={form.uploading === 'logo'}
          testId="brand-logo-input"
          onFile={(file) => form.upload('logo', file)}
        />
        <ImageField
          label={t('brands_dashboard.form.cover')}
          current={brand?.cover ?? null}
          busy={form.uploading === 'cover'}
          shape="wide"
          testId="brand-cover-input"
          onFile={(file) => form.upload('cover', file)}
        />
      </Card>
      <Card>
        <BackersEditor value={fields.backers} errors={errors} onChange={(backers) => set({ backers })} />
      </Card>
      {fee !== undefined && (
        <p className="text-sm text-zinc-400">{t('brands_dashboard.form.fee', { percent: fee / 100 })}</p>
      )}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </form>
  );
}
