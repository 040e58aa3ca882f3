import { useTranslation } from 'react-i18next';
import type { AutoSaveStatus } from '../../../../hooks/use-auto-save';

/** The auto-save line: what happens to the user's changes right now. */
function AutosaveStatus({ status }: { status: AutoSaveStatus }) {
  const { t } = useTranslation();
  const text: Record<AutoSaveStatus, string> = {
    idle: '',
    pending: t('brands_dashboard.form.unsaved'),
    saving: t('shared.saving'),
    saved: t('shared.saved'),
    invalid: t('brands_dashboard.form.fix_to_save'),
    error: t('brands_dashboard.form.save_failed'),
  };
  return (
    <p
      aria-live="polite"
      data-testid="autosave-status"
      className={status === 'invalid' || status === 'error' ? 'text-sm text-amber-400' : 'text-sm text-violet-400'}
    >
      {text[status]}
    </p>
  );
}

/** Above an auto-saved form: that it saves by itself, and how the last save went. */
export function AutosaveBar({ status }: { status: AutoSaveStatus }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-zinc-400">{t('brands_dashboard.form.autosave_hint')}</p>
      <AutosaveStatus status={status} />
    </div>
  );
}
