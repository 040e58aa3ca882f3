import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../../hooks/use-categories';
import { useCategoryName } from '../../../../hooks/use-category-name';
import { cn } from '../../../../lib/cn';

interface CategoryPickerProps {
  value: string[];
  max: number;
  onChange(value: string[]): void;
  error?: string;
}

/** Category chips as toggle buttons, at most `max` chosen. */
export function CategoryPicker({ value, max, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const categories = useCategories('all');
  const full = value.length >= max;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">
        {t('brands_dashboard.form.categories')}{' '}
        <span className="font-normal text-zinc-500">{t('brands_dashboard.form.categories_max', { max })}</span>
      </legend>
      {categories.isPending ? (
        <div aria-busy="true" className="h-8 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : categories.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('brands_dashboard.load_failed')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {categories.data.map((category) => {
            const on = value.includes(category.id);
            return (
              <button
                key={category.id}
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => onChange(on ? value.filter((id) => id !== category.id) : [...value, category.id])}
                className={cn(
                  'rounded-full px-3 py-1 text-sm ring-1 transition-colors disabled:opacity-40',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400',
                  on
                    ? 'bg-violet-600 text-white ring-violet-500'
                    : 'bg-zinc-900 text-zinc-300 ring-zinc-700 hover:bg-zinc-800',
                )}
              >
                {categoryName(category)}
              </button>
            );
          })}
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
