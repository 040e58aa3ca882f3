import { encodeFormFields } from '@questboard/contract/form-fields';
import { questsApi } from '@questboard/contract/quests';
import { api } from '../../../lib/api-client';
import type { ConditionDraft } from '../lib/condition-draft';

export interface QuestFields {
  title: string;
  description: string;
  categories: string[];
  rewardAmount: string;
  /** `datetime-local` values (local time, no zone). */
  startAt: string;
  endAt: string;
  locationIds: number[];
  conditions: ConditionDraft[];
}

/** What was stored before this save: lists that became empty must be cleared explicitly. */
export interface QuestSaveContext {
  brandId: string;
  hadConditions: boolean;
  hadLocations: boolean;
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

function toFormData(fields: QuestFields, context: QuestSaveContext, image: File | undefined): FormData {
  const { conditions, locationIds, startAt, endAt, ...rest } = fields;
  const payload = {
    ...rest,
    brandId: context.brandId,
    startAt: isoOf(startAt),
    endAt: isoOf(endAt),
    locations: locationIds,
    conditions: conditions.map(({ key: _key, answerIndex, ...condition }) => ({
      ...condition,
      answerIndex: condition.action === 'QUIZ' && answerIndex !== '' ? Number(answerIndex) : undefined,
    })),
    clearConditions: conditions.length === 0 && context.hadConditions ? 'true' : undefined,
    clearLocations: locationIds.length === 0 && context.hadLocations ? 'true' : undefined,
  };
  const form = new FormData();
  for (const [name, value] of encodeFormFields(payload)) form.append(name, value);
  if (image) form.append('image', image);
  return form;
}

/** Creates the quest draft on the first save (no id yet), then updates it. */
export function saveQuest(id: string | null, fields: QuestFields, context: QuestSaveContext, image?: File) {
  const formData = toFormData(fields, context, image);
  return id ? api.call(questsApi.update, { params: { id }, formData }) : api.call(questsApi.create, { formData });
}
