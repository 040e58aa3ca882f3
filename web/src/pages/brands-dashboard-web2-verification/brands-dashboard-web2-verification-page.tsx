import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMyBrands } from '../../features/brands-dashboard/api/brands';
import { useSocialProviders } from '../../features/socials/api/social-providers';
import { startConnect } from '../../features/socials/api/start-oauth';
import { api } from '../../lib/api-client';
import { keyOf } from '../../lib/query-keys';
import { toastError } from '../../lib/toast';

function BrandRow({ brand }: { brand: { id: string; name: string | null } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const socials = useQuery({
    queryKey: keyOf(socialsApi.brandSocials, brand.id),
    queryFn: ({ signal }) => api.call(socialsApi.brandSocials, { params: { brandId: brand.id }, signal }),
  });
  const x = socials.data?.items.find((a) => a.network === 'TWITTER');
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="truncate font-medium">{brand.name ?? t('socials.brand.unnamed')}</p>
        <p className="text-sm text-zinc-400" data-testid={`brand-x-${brand.id}`}>
          {x ? t('socials.brand.verified', { username: x.username }) : t('socials.brand.not_verified')}
        </p>
      </div>
      <Button
        variant={x ? 'secondary' : 'primary'}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await startConnect('TWITTER', { brandId: brand.id });
          } catch (error) {
            toastError(error);
            setBusy(false);
          }
        }}
      >
        {x ? t('socials.brand.reverify') : t('socials.brand.verify')}
      </Button>
    </Card>
  );
}

/** A brand owner proves the brand's X account; the brand then shows as verified. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const only = params.get('brandId');
  const brands = useMyBrands(0, 100);
  const providers = useSocialProviders();
  const xConfigured = providers.data?.items.some((p) => p.network === 'TWITTER' && p.configured);
  const items = (brands.data?.items ?? []).filter((b) => !only || b.id === only);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.bd_web2_verification')}</h1>
      <p className="text-zinc-400">{t('socials.brand.intro')}</p>
      {providers.isSuccess && !xConfigured ? (
        <p className="text-sm text-zinc-400">{t('socials.none_configured')}</p>
      ) : brands.isPending ? (
        <p className="text-sm text-zinc-400">{t('socials.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('socials.brand.no_brands')}</p>
      ) : (
        items.map((brand) => <BrandRow key={brand.id} brand={brand} />)
      )}
    </div>
  );
}
