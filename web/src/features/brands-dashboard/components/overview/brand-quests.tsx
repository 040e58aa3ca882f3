import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Pager } from '../../../../components/ui/pager';
import { useBrandQuests } from '../../api/quests';
import { QuestListItem } from './quest-list-item';

const PAGE = 10;

/** A brand's quests, drafts included (the owner sees them), paged. */
export function BrandQuests({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const quests = useBrandQuests(brandId, offset, PAGE);
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">
        {t('brands_dashboard.brand.quests')} {/* ≈: past 1,000 quests the server estimates the total. */}
        {quests.data ? `(${quests.data.totalEstimated ? '≈ ' : ''}${quests.data.total})` : ''}
      </h2>
      {quests.isPending ? (
        <div aria-busy="true" className="h-20 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : quests.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('brands_dashboard.load_failed')}
        </p>
      ) : quests.data.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-400">{t('brands_dashboard.brand.no_quests')}</p>
      ) : (
        <ul className="-mx-3 flex flex-col" data-testid="brand-quests">
          {quests.data.items.map((quest) => (
            <QuestListItem key={quest.id} quest={quest} />
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        limit={PAGE}
        total={quests.data?.total ?? 0}
        onChange={setOffset}
        busy={quests.isFetching}
      />
    </Card>
  );
}
