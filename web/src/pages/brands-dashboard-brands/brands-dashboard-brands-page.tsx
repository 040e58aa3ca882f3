import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { MyBrands } from '../../features/brands-dashboard/components/overview/my-brands';
import { PageHeader } from '../../features/brands-dashboard/components/overview/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pages.bd_brands')}
        actions={
          <Link to="/brands-dashboard/brands/create" className={buttonClass('primary')}>
            {t('brands_dashboard.create_brand')}
          </Link>
        }
      />
      <MyBrands />
    </>
  );
}
