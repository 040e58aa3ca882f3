import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { useToggleUserFollow, useUserStats } from '../api/user-follows';

/** Follow / Following on someone's profile; guests are offered sign-in; hidden on one's own profile. */
export function UserFollowButton({ user }: { user: { id: string; username: string } }) {
  const { t } = useTranslation();
  const selfId = useAuthStore((s) => (s.isAuthenticated ? s.currentUser?.id : undefined));
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const openPopup = usePopupStore((s) => s.openPopup);
  const stats = useUserStats(user.username);
  const toggle = useToggleUserFollow(user.id);
  if (selfId === user.id) return null;
  if (!signedIn) {
    return (
      <Button variant="secondary" data-guest-only onClick={() => openPopup('login')}>
        {t('people.profile.sign_in_to_follow')}
      </Button>
    );
  }
  const follows = stats.data?.isFollowing ?? false;
  return (
    <Button
      variant={follows ? 'secondary' : 'primary'}
      aria-pressed={follows}
      disabled={stats.isPending}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!follows, { onError: (error) => toastError(error) })}
    >
      {t(follows ? 'people.profile.following' : 'people.profile.follow')}
    </Button>
  );
}
