import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useHydrated } from '../../../lib/render-state';
import { TimeLeftLabel } from './time-left-label';

/**
 * Reward per participant (or, for a quest whose pool is paid at its end, the pool: its "How it pays" card says how),
 * the time window and who may take part (location targeting).
 */
export function QuestFacts({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, t, !hydrated) : t('browse.quest.not_set'));
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div>
        <p className="text-sm text-zinc-400">
          {quest.pool === null ? t('browse.quest.reward_each') : t('browse.quest.pool')}
        </p>
        <p className="mt-1 font-mono text-3xl font-bold text-violet-300" data-testid="quest-reward">
          {formatTokenAmount(quest.pool ?? quest.rewardAmount)}{' '}
          <span className="text-base text-zinc-400">{t('browse.tokens')}</span>
        </p>
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-zinc-400">{t('browse.quest.starts_at')}</dt>
          <dd>{when(quest.startAt)}</dd>
        </div>
        <div>
          <dt className="text-zinc-400">{t('browse.quest.ends_at')}</dt>
          <dd>{quest.endAt ? when(quest.endAt) : t('browse.time.open')}</dd>
        </div>
        <div>
          <dt className="text-zinc-400">{t('browse.quest.time_left')}</dt>
          <dd>
            <TimeLeftLabel quest={quest} className="font-medium text-zinc-100" />
          </dd>
        </div>
        <div>
          <dt className="text-zinc-400">{t('browse.quest.where')}</dt>
          <dd>
            {quest.locations.length === 0 ? (
              t('browse.quest.everywhere')
            ) : (
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {quest.locations.map((location) => (
                  <li
                    key={location.id}
                    className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs"
                    title={location.label}
                  >
                    {location.label}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
