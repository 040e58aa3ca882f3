import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../../../hooks/use-theme-choice';
import { cn } from '../../../lib/cn';
import { setThemeChoice, THEME_CHOICES } from '../../../lib/theme';

/** System / Light / Dark, stored on this device like the language. */
export function ThemePicker() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('theme.title')}</legend>
      <div className="mt-3 inline-flex rounded-lg bg-zinc-900 p-1 ring-1 ring-zinc-700">
        {THEME_CHOICES.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-400',
              option === choice ? 'bg-violet-600 text-white' : 'text-zinc-300 hover:text-zinc-50',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={option === choice}
              onChange={() => setThemeChoice(option)}
              className="sr-only"
            />
            {t(`theme.${option}`)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-zinc-400">{t('theme.hint')}</p>
    </fieldset>
  );
}
