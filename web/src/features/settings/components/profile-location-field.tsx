import type { PersonLocation } from '@questboard/contract/users';
import { useTranslation } from 'react-i18next';
import { LocationField } from '../../../components/location/location-field';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { updateProfile } from '../api/update-profile';

/** Where the person is, saved as soon as a place is picked or removed (the influencer directory filters by it). */
export function ProfileLocationField({ location }: { location: PersonLocation | null }) {
  const { t } = useTranslation();
  async function save(chosen: PersonLocation | null) {
    try {
      useAuthStore.getState().setCurrentUser(await updateProfile({ locationId: chosen?.id ?? null }));
      toastSuccess(t('settings.profile_saved'));
    } catch (error) {
      toastError(error);
    }
  }
  return <LocationField legend={t('location.label')} value={location} onChange={(chosen) => void save(chosen)} />;
}
