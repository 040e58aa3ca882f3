import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SocialAccountsPanel } from '../../features/socials/components/social-accounts-panel';
import { useAuthStore } from '../../stores/auth-store';
import { usePopupStore } from '../../stores/popup-store';

export function Component() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.currentUser !== null);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t('pages.web2_connect')}</h1>
      <p className="text-zinc-400">{t('socials.intro')}</p>
      <Card>
        {signedIn ? (
          <SocialAccountsPanel redirect="/web2-connect" />
        ) : (
          <Button onClick={() => usePopupStore.getState().openPopup('login')}>{t('socials.sign_in_first')}</Button>
        )}
      </Card>
    </div>
  );
}
