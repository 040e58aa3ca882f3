import { QUEST_LIMITS } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { inputClass } from '../../../../components/ui/input';

interface QuizFieldsProps {
  options: string[];
  answerIndex: string;
  onChange(patch: { options?: string[]; answerIndex?: string }): void;
}

/** A quiz's answers (2–6) with the right one chosen by a radio button. */
export function QuizFields({ options, answerIndex, onChange }: QuizFieldsProps) {
  const { t } = useTranslation();
  const remove = (index: number) => {
    const answer = Number(answerIndex);
    const next = answerIndex === '' || answer === index ? '' : String(answer > index ? answer - 1 : answer);
    onChange({ options: options.filter((_, i) => i !== index), answerIndex: next });
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('brands_dashboard.condition.options')}</legend>
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an answer is its position; inputs are controlled
        <div key={index} className="flex items-center gap-2">
          <input
            type="radio"
            name="quiz-answer"
            className="size-4 accent-violet-500"
            checked={answerIndex === String(index)}
            aria-label={t('brands_dashboard.condition.right_answer', { n: index + 1 })}
            onChange={() => onChange({ answerIndex: String(index) })}
          />
          <input
            className={inputClass}
            value={option}
            aria-label={t('brands_dashboard.condition.option', { n: index + 1 })}
            onChange={(e) => onChange({ options: options.map((o, i) => (i === index ? e.target.value : o)) })}
          />
          {options.length > QUEST_LIMITS.quizOptionsMin && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('brands_dashboard.condition.remove_option', { n: index + 1 })}
              onClick={() => remove(index)}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      {options.length < QUEST_LIMITS.quizOptionsMax && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => onChange({ options: [...options, ''] })}
        >
          {t('brands_dashboard.condition.add_option')}
        </Button>
      )}
    </fieldset>
  );
}
