import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { endSession } from '../../features/auth/session';
import { ActiveSessions } from '../../features/settings/components/active-sessions';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedOut = async () => {
    await endSession();
    await navigate('/');
  };
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('settings.change_password')}</h2>
        <ChangePasswordForm />
      </Card>
      <Card>
        <ActiveSessions onSignedOut={signedOut} />
      </Card>
    </div>
  );
}
