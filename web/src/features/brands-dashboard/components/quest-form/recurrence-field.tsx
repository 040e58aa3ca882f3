import { QUEST_RECURRENCES, type QuestRecurrence } from '@questboard/contract/constants';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';

/** How often the quest repeats: once, or a new round (participation and claim) each day, week or month (UTC). */
export function RecurrenceField(props: {
  value: QuestRecurrence;
  disabled: boolean;
  onChange(value: QuestRecurrence): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-xs flex-col gap-1">
      <Select
        label={t('streaks.recurrence_label')}
        value={props.value}
        disabled={props.disabled}
        data-testid="quest-recurrence"
        options={QUEST_RECURRENCES.map((value) => ({ value, label: t(`streaks.recurrence.${value}`) }))}
        onChange={(e) => props.onChange(e.target.value as QuestRecurrence)}
      />
      <p className="text-xs text-zinc-500">{t('streaks.recurrence_hint')}</p>
    </div>
  );
}
