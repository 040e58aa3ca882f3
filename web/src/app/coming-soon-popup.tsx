import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { usePopupStore } from '../stores/popup-store';

/** Hidden by default; opened through the `coming_soon` toggle of the popup store. */
export function ComingSoonPopup() {
  const { t } = useTranslation();
  const visible = usePopupStore((s) => s.coming_soon);
  const toggle = usePopupStore((s) => s.toggleComingSoon);
  if (!visible) return null;
  return (
    <Dialog title={t('shared.coming_soon_title')} onClose={() => toggle(false)}>
      <p className="text-zinc-300">{t('coming_soon')}</p>
      <Button className="mt-6 w-full" onClick={() => toggle(false)}>
        {t('shared.close')}
      </Button>
    </Dialog>
  );
}
