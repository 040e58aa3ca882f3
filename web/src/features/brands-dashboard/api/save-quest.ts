import type { QuestRecurrence } from '@questboard/contract/constants';
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
  /** How often the quest repeats (fixed once published: not sent then). */
  recurrence: QuestRecurrence;
}

/** What was stored before this save: lists that became empty must be cleared explicitly. */
export interface QuestSaveContext {
  brandId: string;
  /** Reward and dates are fixed once published; they are not sent then. */
  draft: boolean;
  hadConditions: boolean;
  hadLocations: boolean;
}

/** `datetime-local` text (local time) → ISO instant; '' stays '' (not sent). */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

function toFormData(fields: QuestFields, context: QuestSaveContext): FormData {
  const { conditions, locationIds, startAt, endAt, ...rest } = fields;
  const payload = {
    ...rest,
    brandId: context.brandId,
    rewardAmount: context.draft ? rest.rewardAmount : '',
    startAt: context.draft ? isoOf(startAt) : '',
    endAt: context.draft ? isoOf(endAt) : '',
    recurrence: context.draft ? rest.recurrence : '',
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
  return form;
}

/** Creates the quest draft on the first save (no id yet), then updates it. */
export function saveQuest(id: string | null, fields: QuestFields, context: QuestSaveContext) {
  const formData = toFormData(fields, context);
  return id ? api.call(questsApi.update, { params: { id }, formData }) : api.call(questsApi.create, { formData });
}

/** Sends only the cover image (creating the draft when there is none yet). */
export function saveQuestImage(id: string | null, brandId: string, image: File) {
  const formData = new FormData();
  formData.append('brandId', brandId);
  formData.append('image', image);
  return id ? api.call(questsApi.update, { params: { id }, formData }) : api.call(questsApi.create, { formData });
}
