import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { NotificationSettingsCard } from '../../features/people/components/notification-settings-card';
import { MyReferralCard } from '../../features/referrals/components/referral-card';
import { AvatarUpload } from '../../features/settings/components/avatar-upload';
import { ProfileForm } from '../../features/settings/components/profile-form';
import { ProfileLocationField } from '../../features/settings/components/profile-location-field';
import { ThemePicker } from '../../features/settings/components/theme-picker';
import { TimeZoneField } from '../../features/streaks/components/time-zone-field';
import { shortenAddress } from '../../lib/shorten-address';
import { SettingsSkeleton } from './settings-skeleton';
import { useRequiredUser } from './use-required-user';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  if (!user) return <SettingsSkeleton />;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('settings.avatar')}</h2>
        <AvatarUpload user={user} />
        <dl className="mt-2 text-sm">
          <dt className="text-zinc-400">{t('settings.username')}</dt>
          <dd className="font-medium" data-testid="profile-username">
            {user.username}
          </dd>
          <dt className="mt-3 text-zinc-400">{t('settings.crypto_address')}</dt>
          <dd className="font-mono text-violet-400">{shortenAddress(user.cryptoAddress) || '—'}</dd>
        </dl>
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('settings.profile')}</h2>
        <ProfileForm key={user.id} user={user} />
        <div className="mt-5">
          <ProfileLocationField location={user.location} />
        </div>
        <div className="mt-5">
          <TimeZoneField value={user.timeZone} />
        </div>
      </Card>
      <div className="min-w-0 lg:col-start-2">
        <MyReferralCard />
      </div>
      <Card className="lg:col-start-2">
        <ThemePicker />
      </Card>
      <div className="lg:col-start-2">
        <NotificationSettingsCard />
      </div>
    </div>
  );
}
