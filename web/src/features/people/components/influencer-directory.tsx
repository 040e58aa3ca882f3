import { INFLUENCER_SORTS, type InfluencerSort } from '@questboard/contract/people';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useQuestCategories } from '../../quests/api/quest-categories';
import { useInfluencers } from '../api/influencers';
import { InfluencerCard } from './influencer-card';
import { KeywordField } from './keyword-field';

const isSort = (v: string | null): v is InfluencerSort => INFLUENCER_SORTS.includes(v as InfluencerSort);

/** The directory with its filters kept in the address (`?q=&category=&sort=`), so a search can be shared. */
export function InfluencerDirectory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const filters = {
    keyword: params.get('q') || undefined,
    category: params.get('category') || undefined,
    sort: isSort(sortParam) ? sortParam : 'followers',
  };
  const categories = useQuestCategories();
  const list = useInfluencers(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  function update(key: string, value: string | undefined) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <KeywordField
          label={t('people.directory.search')}
          value={filters.keyword ?? ''}
          onChange={(v) => update('q', v)}
        />
        <Select
          label={t('people.directory.category')}
          value={filters.category ?? ''}
          onChange={(e) => update('category', e.target.value || undefined)}
          options={[
            { value: '', label: t('people.directory.any_category') },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Select
          label={t('people.directory.sort')}
          value={filters.sort}
          onChange={(e) => update('sort', e.target.value === 'followers' ? undefined : e.target.value)}
          options={INFLUENCER_SORTS.map((s) => ({ value: s, label: t(`people.directory.sort_${s}`) }))}
        />
      </div>
      <p className="text-sm text-zinc-500">{t('people.directory.networks_note')}</p>
      {list.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      )}
      {list.isError && !list.data && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
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
