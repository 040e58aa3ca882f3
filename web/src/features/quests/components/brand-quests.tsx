import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { useBrandQuests } from '../api/brand-quests';
import { QuestGrid, QuestGridSkeleton } from './quest-grid';

/** A brand's quests, newest first, with infinite scroll; `wide` when nothing sits beside it. */
export function BrandQuests({ brandId, wide = false }: { brandId: string; wide?: boolean }) {
  const { t } = useTranslation();
  const quests = useBrandQuests(brandId);
  const items = quests.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="brand-quests" className="flex flex-col gap-4">
      <h2 id="brand-quests" className="text-xl font-semibold">
        {t('browse.brand.quests')}
      </h2>
      {quests.isError && !quests.data ? (
        <LoadError onRetry={() => quests.refetch()} />
      ) : !quests.data ? (
        <QuestGridSkeleton count={3} narrow={!wide} />
      ) : items.length === 0 ? (
        <EmptyState title={t('browse.brand.no_quests')} />
      ) : (
        <QuestGrid quests={items} narrow={!wide} />
      )}
      <LoadMore pages={quests} />
    </section>
  );
}
