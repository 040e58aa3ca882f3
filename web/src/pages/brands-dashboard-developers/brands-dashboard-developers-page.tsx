import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../features/brands-dashboard/components/overview/page-header';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';
import { ApiKeysPanel } from '../../features/developers/components/api-keys-panel';
import { WebhooksPanel } from '../../features/developers/components/webhooks-panel';
import { XAppPanel } from '../../features/developers/components/x-app-panel';

/**
 * Brand settings → Developers: the brand's API keys, signed webhooks (docs/api.md, Brands' integrations) and its own
 * X app.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  if (brand.isPending) return <PageLoading />;
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  return (
    <>
      <PageHeader
        back={{
          to: `/brands-dashboard/brands/${id}`,
          label: brand.data.name ?? t('brands_dashboard.untitled_brand'),
        }}
        title={t('developers.title')}
      >
        <p className="text-sm text-zinc-400">{t('developers.text')}</p>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <ApiKeysPanel brandId={id} />
        <WebhooksPanel brandId={id} />
        <XAppPanel brandId={id} />
      </div>
    </>
  );
}
