import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('settings.change_password')}</h2>
      <ChangePasswordForm />
    </Card>
  );
}
