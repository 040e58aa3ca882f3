import { BRAND_OWNER_NOTIFICATIONS, SWITCHABLE_NOTIFICATIONS } from '@questboard/contract/notification-settings';
import { defineAbilityFor } from '@questboard/contract/permissions';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { toastError } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** One switch per notification kind (the brand owner's kinds only for those who may run brands); each saves at once. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const user = useAuthStore((s) => s.currentUser);
  const runsBrands = !!user && defineAbilityFor(user).can('read', 'BrandDashboard');
  const kinds = SWITCHABLE_NOTIFICATIONS.filter((type) => runsBrands || !BRAND_OWNER_NOTIFICATIONS.has(type));
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('people.settings.title')}</h2>
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      <ul className="flex flex-col gap-3" aria-busy={settings.isPending || undefined}>
        {kinds.map((type) => (
          <li key={type}>
            <label className="flex cursor-pointer items-center justify-between gap-4 text-sm">
              <span>{t(`people.settings.${type}`)}</span>
              <input
                type="checkbox"
                className="size-5 accent-violet-500"
                checked={settings.data?.[type] ?? true}
                disabled={!settings.data || update.isPending}
                onChange={(e) => update.mutate({ [type]: e.target.checked }, { onError: (error) => toastError(error) })}
              />
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
