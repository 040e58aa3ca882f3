import { useTranslation } from 'react-i18next';
import { useQuestBadge } from '../api/badges';
import { BadgeMedal } from './badge-medal';

/** On a quest's page: the brand badge completing it earns, if the brand attached one (nothing otherwise). */
export function QuestBadgeNote({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const badge = useQuestBadge(questId).data?.badge;
  if (!badge) return null;
  return (
    <section
      aria-label={t('badges.quest_note.label')}
      className="flex items-center gap-4 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-zinc-800"
    >
      <BadgeMedal badge={badge} className="size-14" />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-amber-300">{t('badges.quest_note.earns')}</p>
        <p className="break-words font-semibold">{badge.name}</p>
        <p className="break-words text-sm text-zinc-400">{badge.description}</p>
      </div>
    </section>
  );
}
