import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../hooks/use-theme-choice';
import { cn } from '../lib/cn';
import { resolveTheme, setThemeChoice } from '../lib/theme';

/** Header button: flips between light and dark (an explicit choice; Settings can go back to System). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const shown = resolveTheme(choice);
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
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        {shown === 'dark' ? (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" strokeLinejoin="round" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path
              d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
    </button>
  );
}
