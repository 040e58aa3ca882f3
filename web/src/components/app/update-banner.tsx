import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUpdateAvailable, onUpdateAvailable } from '../../lib/build-update';
import { Button } from '../ui/button';

/** "A new version is available — reload": shown once a newer build is deployed (the next navigation reloads anyway). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(isUpdateAvailable);
  useEffect(() => onUpdateAvailable(() => setVisible(true)), []);
  if (!visible) return null;
  return (
    <div
      role="status"
      data-testid="update-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-zinc-900 px-4 py-3 text-sm text-zinc-100 shadow-2xl ring-1 ring-violet-500/60 sm:inset-x-auto sm:right-4"
    >
      <span className="flex-1">{t('build.update_available')}</span>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('build.reload')}
      </Button>
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="rounded px-1 text-zinc-400 hover:text-zinc-100"
        aria-label={t('build.dismiss')}
      >
        ×
      </button>
    </div>
  );
}
