import { type Brand, BrandForm, brandName, brandsApi } from '@questboard/contract/brands';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoSave } from '../../../hooks/use-auto-save';
import { fieldErrors, useRefusedFields } from '../../../lib/form-errors';
import { keyOf, markStale } from '../../../lib/query-keys';
import { BRAND_READS, isBrandNameAvailable } from '../api/brands';
import { type BrandFields, type BrandFiles, saveBrand } from '../api/save-brand';
import { useAvailability } from './use-availability';
import { useStoredDraft } from './use-stored-draft';

const fieldsOf = (brand: Brand | null): BrandFields => ({
  name: brand?.name ?? '',
  description: brand?.description ?? '',
  website: brand?.website ?? '',
  twitter: brand?.twitter ?? '',
  categories: brand?.categories.map((c) => c.id) ?? [],
  backers: brand?.backers.map((b) => ({ name: b.name, url: b.url ?? '', logo: b.logo ?? '' })) ?? [],
});

/** The brand form's state: auto-saved (create on the first valid save, then update), name checked as typed. */
export function useBrandForm(initial: Brand | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draft = useStoredDraft<Brand, keyof BrandFiles>(initial, async (saved) => {
    client.setQueryData(keyOf(brandsApi.detail, saved.id), saved);
    if (saved.status === 'CREATING') client.setQueryData(keyOf(brandsApi.creating), saved);
    await markStale(client, ...BRAND_READS);
  });
  const { stored: brand, store } = draft;
  const [fields, setFields] = useState(() => fieldsOf(initial));

  const name = fields.name.trim();
  const isFree = (value: string) => isBrandNameAvailable(value, brand?.id);
  const availability = useAvailability(brandName.safeParse(name).success ? name : null, isFree);
  const refused = useRefusedFields<BrandFields>();
  const errors = { ...refused.errorsFor(fields), ...fieldErrors(BrandForm.safeParse(fields)) };
  if (availability === 'taken') errors.name = t('brands_dashboard.form.name_taken');

  const status = useAutoSave({
    value: fields,
    validate: async (current) => {
      if (!BrandForm.safeParse(current).success) return false;
      const wanted = current.name.trim();
      // The server is asked again at save time: the typed check may still be on its way.
      return !wanted || (await isFree(wanted).catch(() => true));
    },
    // Saved quietly (the status beside the form says so); a refused value is shown next to its field.
    save: async (current) => {
      try {
        await store((stored) => saveBrand(stored?.id ?? null, current));
      } catch (error) {
        refused.refuse(current, error);
        throw error;
      }
    },
  });

  const upload = (kind: keyof BrandFiles, file: File) =>
    draft.upload(kind, (stored) => saveBrand(stored?.id ?? null, {}, { [kind]: file }));

  /** Saves what is on screen now (skipping the debounce); answers the stored brand. */
  const flush = () => store((stored) => saveBrand(stored?.id ?? null, fields));
  /** Says a failed flush or activation: its field messages next to their fields, anything else in a toast. */
  const refuse = (error: unknown) => refused.refuse(fields, error);

  return { brand, fields, setFields, errors, availability, status, uploading: draft.uploading, upload, flush, refuse };
}
