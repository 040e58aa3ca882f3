import { INFLUENCER_SORTS, type InfluencerSort } from '@questboard/contract/people';
import { SOCIAL_ACCOUNT_NETWORKS, type SocialAccountNetwork } from '@questboard/contract/socials';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocationField } from '../../../components/location/location-field';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { networkName } from '../../../domain/network-name';
import { useCategories } from '../../../hooks/use-categories';
import { useCategoryName } from '../../../hooks/use-category-name';
import { useInfluencers } from '../api/influencers';
import { InfluencerCard } from './influencer-card';
import { KeywordField } from './keyword-field';

const isSort = (v: string | null): v is InfluencerSort => INFLUENCER_SORTS.includes(v as InfluencerSort);
const isNetwork = (v: string | null): v is SocialAccountNetwork =>
  SOCIAL_ACCOUNT_NETWORKS.includes(v as SocialAccountNetwork);
const placeId = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : undefined);

/**
 * The directory with its filters kept in the address (`?q=&category=&network=&location=&place=&sort=`), so a
 * search can be shared; `place` is the chosen location's label, shown without asking the server again.
 */
export function InfluencerDirectory() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const networkParam = params.get('network');
  const filters = {
    keyword: params.get('q') || undefined,
    category: params.get('category') || undefined,
    network: isNetwork(networkParam) ? networkParam : undefined,
    locationId: placeId(params.get('location')),
    sort: isSort(sortParam) ? sortParam : 'followers',
  };
  /** Whether anything narrows the list (the order does not): only then can "no match" be said and cleared. */
  const filtered = Boolean(filters.keyword || filters.category || filters.network || filters.locationId);
  const place = filters.locationId ? { id: filters.locationId, label: params.get('place') || '…' } : null;
  const categories = useCategories('quests');
  const list = useInfluencers(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  function update(changes: Record<string, string | undefined>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_12rem]">
        <KeywordField
          label={t('people.directory.search')}
          value={filters.keyword ?? ''}
          onChange={(v) => update({ q: v })}
        />
        <Select
          label={t('people.directory.category')}
          value={filters.category ?? ''}
          onChange={(e) => update({ category: e.target.value || undefined })}
          options={[
            { value: '', label: t('people.directory.any_category') },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: categoryName(c) })),
          ]}
        />
        <Select
          label={t('people.directory.network')}
          value={filters.network ?? ''}
          onChange={(e) => update({ network: e.target.value || undefined })}
          options={[
            { value: '', label: t('people.directory.any_network') },
            ...SOCIAL_ACCOUNT_NETWORKS.map((n) => ({ value: n, label: networkName(n) })),
          ]}
        />
        <Select
          label={t('people.directory.sort')}
          value={filters.sort}
          onChange={(e) => update({ sort: e.target.value === 'followers' ? undefined : e.target.value })}
          options={INFLUENCER_SORTS.map((s) => ({ value: s, label: t(`people.directory.sort_${s}`) }))}
        />
      </div>
      <div className="max-w-xl">
        <LocationField
          legend={t('people.directory.location')}
          value={place}
          onChange={(chosen) => update({ location: chosen ? String(chosen.id) : undefined, place: chosen?.label })}
        />
      </div>
      {list.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      )}
      {list.isError && !list.data && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && filtered && (
        <EmptyState
          title={t('people.directory.empty_title')}
          text={t('people.directory.empty_text')}
          action={
            <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
              {t('people.directory.clear')}
            </Button>
          }
        />
      )}
      {list.isSuccess && items.length === 0 && !filtered && (
        <EmptyState title={t('people.directory.none_title')} text={t('people.directory.none_text')} />
      )}
      {items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching || undefined}>
          {items.map((influencer) => (
            <li key={influencer.id}>
              <InfluencerCard influencer={influencer} />
            </li>
          ))}
        </ul>
      )}
      {list.data && <LoadMore pages={list} />}
    </div>
  );
}
