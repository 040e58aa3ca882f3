import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { endSession } from '../../features/auth/session';
import { ActiveSessions } from '../../features/settings/components/active-sessions';
import { AddEmailForm } from '../../features/settings/components/add-email-form';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form';
import { LinkedWallets } from '../../features/settings/components/linked-wallets';
import { useAuthStore } from '../../stores/auth-store';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedOut = async () => {
    await endSession();
    await navigate('/');
  };
  const hasEmail = useAuthStore((s) => Boolean(s.currentUser?.email));
  return (
    <div className="flex flex-col gap-6">
      {hasEmail ? (
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{t('settings.change_password')}</h2>
          <ChangePasswordForm />
        </Card>
      ) : (
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{t('settings.add_email_title')}</h2>
          <AddEmailForm />
        </Card>
      )}
      <Card>
        <LinkedWallets />
      </Card>
      <Card>
        <ActiveSessions onSignedOut={signedOut} />
      </Card>
    </div>
  );
}
