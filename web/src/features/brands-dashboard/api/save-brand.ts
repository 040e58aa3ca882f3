import { type BrandStatus, brandsApi } from '@questboard/contract/brands';
import { encodeFormFields } from '@questboard/contract/form-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { BRAND_READS } from './brands';

export interface BrandFields {
  name: string;
  description: string;
  website: string;
  twitter: string;
  categories: string[];
  backers: { name: string; url: string; logo: string }[];
}
export interface BrandFiles {
  logo?: File;
  cover?: File;
}

function toFormData(fields: Partial<BrandFields>, files: BrandFiles): FormData {
  const form = new FormData();
  for (const [name, value] of encodeFormFields({ ...fields })) form.append(name, value);
  if (files.logo) form.append('logo', files.logo);
  if (files.cover) form.append('cover', files.cover);
  return form;
}

/** Creates the draft on the first save (no id yet), then updates it; empty values are never sent (docs/domain.md, Forms). */
export function saveBrand(id: string | null, fields: Partial<BrandFields>, files: BrandFiles = {}) {
  const formData = toFormData(fields, files);
  return id ? api.call(brandsApi.update, { params: { id }, formData }) : api.call(brandsApi.create, { formData });
}

export function useSetBrandStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BrandStatus }) =>
      api.call(brandsApi.setStatus, { params: { id }, body: { status } }),
    onSuccess: () => invalidate(client, ...BRAND_READS),
  });
}
