import type { Brand } from '@questboard/contract/brands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useSetBrandStatus } from '../../api/save-brand';
import { useBrandForm } from '../../hooks/use-brand-form';
import { PageHeader } from '../overview/page-header';
import { BrandFormView } from './brand-form';

/** A new brand: resumes the draft when there is one; "Create brand" saves and activates it. */
export function BrandCreate({ draft }: { draft: Brand | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useBrandForm(draft);
  const [resumed] = useState(draft !== null);
  const setStatus = useSetBrandStatus();
  const complete = form.fields.name.trim() && form.fields.description.trim() && form.fields.categories.length > 0;

  async function activate() {
    if (Object.keys(form.errors).length > 0) return toastError(new Error(t('brands_dashboard.form.fix_first')));
    try {
      const saved = await form.flush();
      await setStatus.mutateAsync({ id: saved.id, status: 'ACTIVE' });
      toastSuccess(t('brands_dashboard.brand.created'));
      navigate(`/brands-dashboard/brands/${saved.id}`);
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <>
      <PageHeader title={t('pages.bd_brand_create')}>
        {resumed && (
          <p
            className="rounded-lg bg-violet-600/10 px-3 py-2 text-sm text-violet-200 ring-1 ring-violet-600/30"
            role="status"
          >
            {t('brands_dashboard.brand.resumed')}
          </p>
        )}
      </PageHeader>
      <BrandFormView
        form={form}
        actions={
          <>
            <Button onClick={activate} loading={setStatus.isPending} disabled={!complete}>
              {t('brands_dashboard.brand.create')}
            </Button>
            {!complete && <p className="self-center text-sm text-zinc-400">{t('brands_dashboard.brand.needs')}</p>}
          </>
        }
      />
    </>
  );
}
