import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { SocialAccountsPanel } from '../../features/socials/components/social-accounts-panel';

export function Component() {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{t('settings.socials')}</h2>
      <p className="mb-4 text-sm text-zinc-400">{t('socials.intro')}</p>
      <SocialAccountsPanel redirect="/settings/socials-connect" />
    </Card>
  );
}
