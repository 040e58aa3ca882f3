import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A failed load with a retry button. */
export function LoadError({ onRetry, message }: { onRetry(): void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-500/10 p-4 text-sm text-red-200">
      {message ?? t('browse.load_failed')}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('shared.retry')}
      </Button>
    </div>
  );
}
