import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before an action that cannot be undone. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <p className="text-sm text-zinc-300">{props.text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={props.onClose}>
          {t('shared.cancel')}
        </Button>
        <Button loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
