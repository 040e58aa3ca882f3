import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastError } from '../../../lib/toast';
import { useBrandBadge, useBrandBadgeActions } from '../api/badges';

export interface BadgeQuest {
  id: string;
  title: string | null;
  status: string;
}

/**
 * Which of the brand's quests award its badge: one switch per quest (the page lists them). Completing a quest that
 * awards it earns it, once per person.
 */
export function BadgeQuests({
  brandId,
  quests,
  loading,
  failed,
  onRetry,
}: {
  brandId: string;
  quests: BadgeQuest[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const current = useBrandBadge(brandId);
  const { attach } = useBrandBadgeActions(brandId);
  // A switch shows its new state at once, until the saved answer replaces it (or an error puts it back).
  const [asked, setAsked] = useState<Record<string, boolean>>({});

  const toggle = (questId: string, attached: boolean) => {
    setAsked((all) => ({ ...all, [questId]: attached }));
    attach.mutate(
      { questId, attached },
      {
        onError: (error) => toastError(error),
        onSettled: () => setAsked(({ [questId]: _done, ...rest }) => rest),
      },
    );
  };

  const attachedIds = new Set(current.data?.questIds ?? []);
  return (
    <Card>
      <section aria-labelledby="badge-quests-title" className="flex flex-col gap-4">
        <div>
          <h2 id="badge-quests-title" className="text-lg font-semibold">
            {t('badges.brand.quests_title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('badges.brand.quests_text')}</p>
        </div>
        {loading || current.isPending ? (
          <Skeleton className="h-24" />
        ) : failed || current.isError ? (
          <LoadError onRetry={failed ? onRetry : () => void current.refetch()} />
        ) : !current.data.badge ? (
          <p className="text-sm text-zinc-400">{t('badges.brand.define_first')}</p>
        ) : quests.length === 0 ? (
          <p className="text-sm text-zinc-400">{t('badges.brand.no_quests')}</p>
        ) : (
          <ul className="divide-y divide-zinc-800">
            {quests.map((quest) => (
              <li key={quest.id} className="flex items-center justify-between gap-3 py-3">
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-violet-500"
                    checked={asked[quest.id] ?? attachedIds.has(quest.id)}
                    disabled={quest.id in asked}
                    onChange={(e) => toggle(quest.id, e.target.checked)}
                  />
                  <span className="min-w-0 truncate">{quest.title ?? t('badges.brand.untitled_quest')}</span>
                </label>
                <span className="shrink-0 text-xs text-zinc-400">{t(`badges.brand.status.${quest.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
