import { useTranslation } from 'react-i18next';

const placement = import.meta.env.VITE_BOT_CHECK_BADGE === 'bottom-left' ? 'bottom-left' : 'hidden';

/** The bot check runs invisibly; its badge is hidden by default or shown bottom-left (VITE_BOT_CHECK_BADGE). */
export function BotCheckBadge() {
  const { t } = useTranslation();
  if (placement === 'hidden') return null;
  return (
    <p className="fixed bottom-3 left-3 z-50 rounded-md bg-zinc-800 px-2 py-1 text-xs text-zinc-300 ring-1 ring-zinc-700">
      {t('auth.bot_check')}
    </p>
  );
}
