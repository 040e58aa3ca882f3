import { usersApi } from '@questboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';

const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** Where the person's days begin (their streak): saved as soon as one is picked. */
export function TimeZoneField({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const current = value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const options = [...new Set([current, ...zones()])].sort().map((zone) => ({ value: zone, label: zone }));
  async function save(timeZone: string) {
    try {
      useAuthStore.getState().setCurrentUser(await api.call(usersApi.updateProfile, { body: { timeZone } }));
      toastSuccess(t('streaks.time_zone_saved'));
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <Select
        label={t('streaks.time_zone_label')}
        value={current}
        options={options}
        data-testid="time-zone"
        onChange={(e) => void save(e.target.value)}
      />
      <p className="text-xs text-zinc-500">{t('streaks.time_zone_hint')}</p>
    </div>
  );
}
