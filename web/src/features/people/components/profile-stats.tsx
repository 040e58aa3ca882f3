import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStats } from '../api/user-follows';
import { FollowListDialog } from './follow-list-dialog';

/** Followers, following (each opening its list) and quests completed of a profile. */
export function ProfileStats({ username }: { username: string }) {
  const { t } = useTranslation();
  const stats = useUserStats(username);
  const [open, setOpen] = useState<'followers' | 'following' | null>(null);
  const value = (n: number | undefined) => (stats.isSuccess ? (n ?? 0) : '–');
  const button =
    'flex flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-violet-400';
  return (
    <div className="flex flex-wrap gap-2" data-testid="profile-stats">
      <button type="button" className={button} onClick={() => setOpen('followers')}>
        <span className="text-lg font-semibold" data-testid="followers-count">
          {value(stats.data?.followersCount)}
        </span>
        <span className="text-xs text-zinc-400">{t('people.profile.followers')}</span>
      </button>
      <button type="button" className={button} onClick={() => setOpen('following')}>
        <span className="text-lg font-semibold">{value(stats.data?.followingCount)}</span>
        <span className="text-xs text-zinc-400">{t('people.profile.following_count')}</span>
      </button>
      <div className="flex flex-col px-3 py-2">
        <span className="text-lg font-semibold">{value(stats.data?.completedCount)}</span>
        <span className="text-xs text-zinc-400">{t('people.profile.completed')}</span>
      </div>
      {open && <FollowListDialog kind={open} userKey={username} onClose={() => setOpen(null)} />}
    </div>
  );
}
