import type { Brand } from '@questboard/contract/brands';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { useBrandForm } from '../../hooks/use-brand-form';
import { PageHeader } from '../overview/page-header';
import { BrandFormView } from './brand-form';

/** An existing brand's fields, auto-saved like the create form. */
export function BrandEdit({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const form = useBrandForm(brand);
  const back = `/brands-dashboard/brands/${brand.id}`;
  return (
    <>
      <PageHeader
        title={t('pages.bd_brand_edit')}
        back={{ to: back, label: form.brand?.name ?? t('brands_dashboard.untitled_brand') }}
      />
      <BrandFormView
        form={form}
        actions={
          <Link to={back} className={buttonClass('secondary')}>
            {t('brands_dashboard.done')}
          </Link>
        }
      />
    </>
  );
}
