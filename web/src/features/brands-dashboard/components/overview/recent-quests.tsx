import type { Brand } from '@questboard/contract/brands';
import { questsApi } from '@questboard/contract/quests';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { api } from '../../../../lib/api-client';
import { keyOf } from '../../../../lib/query-keys';
import { QuestListItem } from './quest-list-item';

const PER_BRAND = 5;
const SHOWN = 8;

/** The latest quests across the owner's brands (drafts included), most recently changed first. */
export function RecentQuests({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  const results = useQueries({
    queries: brands.map((brand) => ({
      queryKey: keyOf(questsApi.byBrand, brand.id, 0, PER_BRAND),
      queryFn: () =>
        api.call(questsApi.byBrand, { params: { brandId: brand.id }, query: { offset: 0, limit: PER_BRAND } }),
    })),
  });
  const pending = results.some((r) => r.isPending);
  const quests = results
    .flatMap((r) => r.data?.items ?? [])
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, SHOWN);
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('brands_dashboard.recent_quests')}</h2>
      {pending ? (
        <div aria-busy="true" className="h-20 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : results.some((r) => r.isError) ? (
        <p role="alert" className="text-sm text-red-300">
          {t('brands_dashboard.load_failed')}
        </p>
      ) : quests.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('brands_dashboard.no_quests')}</p>
      ) : (
        <ul className="-mx-3 flex flex-col">
          {quests.map((quest) => (
            <QuestListItem key={quest.id} quest={quest} showBrand />
          ))}
        </ul>
      )}
    </Card>
  );
}
