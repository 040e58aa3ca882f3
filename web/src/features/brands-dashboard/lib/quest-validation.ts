import { QuestForm } from '@questboard/contract/quests';
import { type FieldErrors, fieldErrors } from '../../../lib/form-errors';
import { isoOf, type QuestFields } from '../api/save-quest';

/** The quest form's field errors as the contract sees them, plus the end coming after the start. */
export function questErrors(fields: QuestFields, endBeforeStart: string): FieldErrors {
  const errors = fieldErrors(
    QuestForm.safeParse({
      title: fields.title,
      description: fields.description,
      categories: fields.categories,
      rewardAmount: fields.rewardAmount,
      startAt: isoOf(fields.startAt),
      endAt: isoOf(fields.endAt),
    }),
  );
  if (fields.startAt && fields.endAt && isoOf(fields.endAt) <= isoOf(fields.startAt)) errors.endAt ??= endBeforeStart;
  return errors;
}
