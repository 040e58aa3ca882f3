import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessageAction } from '../../components/message-action';
import { Button } from '../../components/ui/button';
import { BadgeList } from '../../features/badges/components/badge-list';
import { ProfileStats } from '../../features/people/components/profile-stats';
import { UserFollowButton } from '../../features/people/components/user-follow-button';
import { CompletedQuests } from '../../features/quests/components/completed-quests';
import { UserSocialLinks } from '../../features/socials/components/social-account-links';
import { UserStreak } from '../../features/streaks/components/streak-card';
import { usePublicUser } from '../../features/users/api/public-user';
import { ProfileHeader } from '../../features/users/components/profile-header';
import { LevelProgress } from '../../features/xp/components/level-progress';
import { isApiError } from '../../lib/api-error';
import { ErrorView } from '../error/error-view';

export function Component() {
  const { t } = useTranslation();
  const username = useParams().username ?? '';
  const user = usePublicUser(username);

  if (user.isError && isApiError(user.error) && user.error.status === 404) {
    return <ErrorView status={404} message={t('users.not_found', { username })} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      {user.isPending && <div className="h-40 animate-pulse rounded-2xl bg-zinc-900" aria-busy="true" />}
      {user.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-300">
          {t('users.load_failed')}
          <Button variant="secondary" size="sm" onClick={() => user.refetch()}>
            {t('shared.retry')}
          </Button>
        </div>
      )}
      {user.isSuccess && (
        <>
          <ProfileHeader
            user={user.data}
            extra={
              <>
                <LevelProgress xp={user.data.xp} className="max-w-sm" />
                <UserStreak userKey={user.data.username} />
                <UserSocialLinks username={user.data.username} />
              </>
            }
            actions={
              <div className="flex flex-wrap gap-2">
                <UserFollowButton user={user.data} />
                <MessageAction user={user.data} />
              </div>
            }
          />
          <ProfileStats username={user.data.username} />
          <BadgeList userKey={user.data.username} />
          <CompletedQuests username={username} />
        </>
      )}
    </div>
  );
}
