import { type Brand, BrandForm, brandName, brandsApi } from '@questboard/contract/brands';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoSave } from '../../../hooks/use-auto-save';
import { keyOf, markStale } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { BRAND_READS, isBrandNameAvailable } from '../api/brands';
import { type BrandFields, type BrandFiles, saveBrand } from '../api/save-brand';
import { fieldErrors } from '../lib/form-errors';
import { useAvailability } from './use-availability';
import { useSerial } from './use-serial';

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
  const serial = useSerial();
  const [brand, setBrand] = useState(initial);
  const [fields, setFields] = useState(() => fieldsOf(initial));
  const [uploading, setUploading] = useState<keyof BrandFiles | null>(null);

  const name = fields.name.trim();
  const isFree = (value: string) => isBrandNameAvailable(value, brand?.id);
  const availability = useAvailability(brandName.safeParse(name).success ? name : null, isFree);
  const errors = fieldErrors(BrandForm.safeParse(fields));
  if (availability === 'taken') errors.name = t('brands_dashboard.form.name_taken');

  // The stored brand as the next queued save must see it (a save queued before the draft existed must not create another).
  const latest = useRef(initial);
  const store = async (job: (id: string | null) => Promise<Brand>) => {
    const saved = await serial(() => job(latest.current?.id ?? null));
    latest.current = saved;
    setBrand(saved);
    client.setQueryData(keyOf(brandsApi.detail, saved.id), saved);
    if (saved.status === 'CREATING') client.setQueryData(keyOf(brandsApi.creating), saved);
    await markStale(client, ...BRAND_READS);
    return saved;
  };

  const status = useAutoSave({
    value: fields,
    validate: async (current) => {
      if (!BrandForm.safeParse(current).success) return false;
      const wanted = current.name.trim();
      // The server is asked again at save time: the typed check may still be on its way.
      return !wanted || (await isFree(wanted).catch(() => true));
    },
    save: async (current, { silent }) => {
      try {
        await store((id) => saveBrand(id, current));
        if (!silent) toastSuccess(t('brands_dashboard.form.saved'));
      } catch (error) {
        toastError(error);
        throw error;
      }
    },
  });

  const upload = async (kind: keyof BrandFiles, file: File): Promise<boolean> => {
    setUploading(kind);
    try {
      await store((id) => saveBrand(id, {}, { [kind]: file }));
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setUploading(null);
    }
  };

  /** Saves what is on screen now (skipping the debounce); answers the stored brand. */
  const flush = () => store((id) => saveBrand(id, fields));

  return { brand, fields, setFields, errors, availability, status, uploading, upload, flush };
}
