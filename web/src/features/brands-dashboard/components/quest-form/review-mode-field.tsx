import type { TaskReviewMode } from '@questboard/contract/tasks';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

/** "I review it" (the default) or "Accept automatically", each saying what it means for the brand. */
export function ReviewModeField({ value, onChange }: { value: TaskReviewMode; onChange(mode: TaskReviewMode): void }) {
  const { t } = useTranslation();
  // The safe choice first: a brand pays only for work it has seen unless it says otherwise.
  const modes: TaskReviewMode[] = ['MANUAL', 'AUTO'];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-200">{t('brands_dashboard.task.review_legend')}</legend>
      {modes.map((mode) => (
        <label
          key={mode}
          className={cn(
            'flex cursor-pointer gap-3 rounded-xl p-3 ring-1 transition-colors',
            value === mode ? 'bg-violet-600/15 ring-violet-500' : 'ring-zinc-700 hover:bg-zinc-800',
          )}
        >
          <input
            type="radio"
            name="task-review"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="mt-1 accent-violet-500"
          />
          <span>
            <span className="block text-sm font-medium">{t(`brands_dashboard.task.review_${mode}`)}</span>
            <span className="block text-xs text-zinc-400">{t(`brands_dashboard.task.review_${mode}_hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
