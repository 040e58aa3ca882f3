import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('shared.language')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
        className="h-9 max-w-24 rounded-lg bg-zinc-900 px-2 sm:max-w-none text-sm text-zinc-200 ring-1 ring-zinc-700 focus:outline-none focus:ring-2 focus:ring-violet-500"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
