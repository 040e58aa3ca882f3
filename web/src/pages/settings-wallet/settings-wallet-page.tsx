import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { WalletCard } from '../../features/settings/components/wallet-card';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  if (!user) return <SettingsSkeleton />;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('settings.wallet')}</h2>
      <WalletCard key={user.cryptoAddress ?? 'none'} user={user} />
    </Card>
  );
}
