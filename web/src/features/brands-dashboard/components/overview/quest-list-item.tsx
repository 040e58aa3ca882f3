import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTokenAmount } from '../../../../lib/format-tokens';
import { StatusBadge } from './status-badge';

/** One quest in a dashboard list: image, title, brand, reward and phase, linking to its dashboard page. */
export function QuestListItem({ quest, showBrand = false }: { quest: QuestSummary; showBrand?: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/brands-dashboard/quests/${quest.id}`}
        className="flex items-center gap-3 rounded-xl p-3 hover:bg-zinc-800/60 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-zinc-800">
          {quest.image && <img src={quest.image} alt="" className="size-full object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{quest.title ?? t('brands_dashboard.untitled_quest')}</p>
          <p className="truncate text-xs text-zinc-400">
            {showBrand && `${quest.brand.name ?? t('brands_dashboard.untitled_brand')} · `}
            {t('brands_dashboard.quest.reward_each', { amount: formatTokenAmount(quest.rewardAmount) })}
          </p>
        </div>
        <StatusBadge status={quest.phase} />
      </Link>
    </li>
  );
}
