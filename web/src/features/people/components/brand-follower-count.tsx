import { useTranslation } from 'react-i18next';
import { useBrandFollowStats } from '../api/network';

/** "N followers" of a brand; nothing until it is known. */
export function BrandFollowerCount({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const stats = useBrandFollowStats(brandId);
  if (!stats.data) return null;
  return (
    <span data-testid="brand-followers">{t('people.directory.followers', { count: stats.data.followersCount })}</span>
  );
}
