import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

/** A secret the server shows only once: copy it now, then dismiss it. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-violet-600/10 p-4 ring-1 ring-violet-500/40" role="status">
      <p className="text-sm font-medium">{t('developers.secret_once')}</p>
      <code className="break-all rounded-lg bg-zinc-950 px-3 py-2 text-xs" data-testid="shown-secret">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={secret} />
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('developers.secret_saved')}
        </Button>
      </div>
    </div>
  );
}
