import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';

/** Confirms turning an ended lock into a flexible position; the preview shows any overdue fee. */
export function UnlockDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      title={t('staking.unlock_title')}
      submitLabel={t('staking.unlock')}
      doneMessage={t('staking.unlocked')}
      action={{ kind: 'unlock' }}
      onClose={onClose}
    >
      <p className="text-sm text-zinc-300">{t('staking.unlock_text')}</p>
    </ActionDialog>
  );
}
