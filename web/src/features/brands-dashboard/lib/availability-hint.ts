import type { TFunction } from 'i18next';
import type { Availability } from '../hooks/use-availability';

/** The line under a name or title field saying whether the server found it free. */
export function availabilityHint(state: Availability, t: TFunction): string | undefined {
  if (state === 'checking') return t('brands_dashboard.form.checking');
  if (state === 'available') return t('brands_dashboard.form.available');
  return undefined;
}
