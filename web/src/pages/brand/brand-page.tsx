import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { useBrandDetail } from '../../features/brands/api/brand-detail';
import { BrandBackers } from '../../features/brands/components/brand-backers';
import { BrandHero } from '../../features/brands/components/brand-hero';
import { BrandPageSkeleton } from '../../features/brands/components/brand-page-skeleton';
import { BrandFollowerCount } from '../../features/people/components/brand-follower-count';
import { BrandQuests } from '../../features/quests/components/brand-quests';
import { BrandVerifiedAccounts } from '../../features/socials/components/social-account-links';
import { isApiError } from '../../lib/api-error';
import { ErrorView } from '../error/error-view';

export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const brand = useBrandDetail(slug);
  if (isApiError(brand.error) && brand.error.status === 404) {
    return <ErrorView status={404} message={t('errors.invalid_path', { path: pathname })} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pb-12 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3">
        <Link to="/brands" className="w-fit text-sm text-zinc-300 hover:text-zinc-50">
          ← {t('browse.brand.all')}
        </Link>
        {brand.data ? (
          <BrandHero
            brand={brand.data}
            followers={<BrandFollowerCount brandId={brand.data.id} />}
            extra={<BrandVerifiedAccounts brandId={brand.data.id} />}
          />
        ) : brand.isError ? (
          <LoadError onRetry={() => brand.refetch()} />
        ) : (
          <BrandPageSkeleton />
        )}
      </div>
      {brand.data && (
        <div className="grid gap-6 lg:grid-cols-4">
          <div className={brand.data.backers.length > 0 ? 'min-w-0 lg:col-span-3' : 'min-w-0 lg:col-span-4'}>
            <BrandQuests brandId={brand.data.id} wide={brand.data.backers.length === 0} />
          </div>
          {brand.data.backers.length > 0 && (
            <aside>
              <BrandBackers backers={brand.data.backers} />
            </aside>
          )}
        </div>
      )}
    </div>
  );
}
