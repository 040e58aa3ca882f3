import lucide from 'virtual:icons/lucide?moon,sun';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon';
import { useShownTheme } from '../hooks/use-theme-choice';
import { cn } from '../lib/cn';
import { setThemeChoice } from '../lib/theme';

/** Header button: flips between light and dark (an explicit choice; Settings can go back to System). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const shown = useShownTheme();
  const next = shown === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      className={cn('rounded-md p-2 text-zinc-300 hover:bg-zinc-800 hover:text-zinc-50', className)}
      aria-label={t(next === 'light' ? 'theme.to_light' : 'theme.to_dark')}
      title={t(next === 'light' ? 'theme.to_light' : 'theme.to_dark')}
      onClick={() => setThemeChoice(next)}
    >
      <Icon set={lucide} name={shown === 'dark' ? 'moon' : 'sun'} className="size-5" />
    </button>
  );
}
