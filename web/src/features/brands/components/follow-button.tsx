import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBrandFollowing } from '../../../hooks/use-brand-following';
import { useViewer } from '../../../hooks/use-viewer';
import { toastError } from '../../../lib/toast';
import { usePopupStore } from '../../../stores/popup-store';
import { useToggleBrandFollow } from '../api/brand-follow';

/** Follow / Following for signed-in users; guests are offered the sign-in popup. */
export function FollowButton({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t } = useTranslation();
  const { signedIn } = useViewer();
  const openPopup = usePopupStore((s) => s.openPopup);
  const following = useBrandFollowing(brandId);
  const toggle = useToggleBrandFollow(brandId);
  if (!signedIn) {
    return (
      <Button variant="secondary" onClick={() => openPopup('login')}>
        {t('browse.brand.sign_in_to_follow')}
      </Button>
    );
  }
  const follows = following.data?.following ?? false;
  return (
    <Button
      variant={follows ? 'secondary' : 'primary'}
      aria-pressed={follows}
      aria-label={t('browse.brand.follow_label', { brand: brandName })}
      disabled={following.isPending}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!follows, { onError: (error) => toastError(error) })}
    >
      {t(follows ? 'browse.brand.following' : 'browse.brand.follow')}
    </Button>
  );
}
