import type { Location } from '@questboard/contract/catalogue';
import { type QuestDetail, questsApi, questTitle } from '@questboard/contract/quests';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoSave } from '../../../hooks/use-auto-save';
import { useRefusedFields } from '../../../lib/form-errors';
import { keyOf, markStale } from '../../../lib/query-keys';
import { QUEST_READS } from '../../../lib/quest-reads';
import { isQuestTitleAvailable } from '../api/quests';
import { type QuestFields, saveQuest, saveQuestImage } from '../api/save-quest';
import { draftOf } from '../lib/condition-draft';
import { toLocalInput } from '../lib/local-date-time';
import { questErrors } from '../lib/quest-validation';
import { useAvailability } from './use-availability';
import { useStoredDraft } from './use-stored-draft';

const fieldsOf = (quest: QuestDetail | null): QuestFields => ({
  title: quest?.title ?? '',
  description: quest?.description ?? '',
  categories: quest?.categories.map((c) => c.id) ?? [],
  rewardAmount: quest?.rewardAmount && quest.rewardAmount !== '0' ? quest.rewardAmount : '',
  startAt: toLocalInput(quest?.startAt ?? null),
  endAt: toLocalInput(quest?.endAt ?? null),
  locationIds: quest?.locations.map((l) => l.id) ?? [],
  conditions: quest?.conditions.map(draftOf) ?? [],
  recurrence: quest?.recurrence ?? 'ONCE',
});

/** The quest form's state: auto-saved (draft created on the first valid save), title checked within the brand. */
export function useQuestForm(brandId: string, initial: QuestDetail | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draft = useStoredDraft<QuestDetail>(initial, async (saved) => {
    client.setQueryData(keyOf(questsApi.detail, saved.id), saved);
    await markStale(client, ...QUEST_READS);
  });
  const { stored: quest, store } = draft;
  const [fields, setFields] = useState(() => fieldsOf(initial));
  /** Labels of the chosen locations, for the chips (the form keeps only ids). */
  const [locations, setLocations] = useState<Location[]>(initial?.locations ?? []);
  /** Server ids of conditions added in this form, by their form key, so a later save updates rather than re-creates them. */
  const conditionIds = useRef(new Map<string, string>());

  const title = fields.title.trim();
  const isFree = (value: string) => isQuestTitleAvailable(brandId, value, quest?.id);
  const availability = useAvailability(questTitle.safeParse(title).success ? title : null, isFree);
  /** The server's field messages for the values it refused; each shown until its field changes. */
  const refused = useRefusedFields<QuestFields>();
  const errors = {
    ...refused.errorsFor(fields),
    ...questErrors(fields, t('brands_dashboard.quest.end_before_start')),
  };
  if (availability === 'taken') errors.title = t('brands_dashboard.quest.title_taken');

  const contextOf = (current: QuestDetail | null) => ({
    brandId,
    draft: (current?.status ?? 'DRAFT') === 'DRAFT',
    hadConditions: Boolean(current?.conditions.length),
    hadLocations: Boolean(current?.locations.length),
  });
  const sendLatest = (values: QuestFields) =>
    store(async (current) => {
      const conditions = values.conditions.map((c) => ({ ...c, id: c.id ?? conditionIds.current.get(c.key) }));
      const saved = await saveQuest(current?.id ?? null, { ...values, conditions }, contextOf(current));
      const stored = [...saved.conditions].sort((a, b) => a.position - b.position);
      conditions.forEach((c, i) => {
        const id = stored[i]?.id;
        if (id) conditionIds.current.set(c.key, id);
      });
      return saved;
    });

  const status = useAutoSave({
    value: fields,
    validate: async (current) => {
      if (Object.keys(questErrors(current, '')).length > 0) return false;
      const wanted = current.title.trim();
      return !wanted || (await isFree(wanted).catch(() => true));
    },
    // Saved quietly (the status beside the form says so); a refused value is shown next to its field.
    save: async (current) => {
      try {
        await sendLatest(current);
      } catch (error) {
        refused.refuse(current, error);
        throw error;
      }
    },
  });

  const uploadImage = (file: File) => draft.upload(true, (q) => saveQuestImage(q?.id ?? null, brandId, file));

  /** Saves what is on screen now (skipping the debounce); answers the stored quest. */
  const flush = () => sendLatest(fields);
  /** Says a failed flush: its field messages next to their fields, anything else in a toast. */
  const refuse = (error: unknown) => refused.refuse(fields, error);

  return {
    brandId,
    quest,
    fields,
    setFields,
    locations,
    setLocations,
    errors,
    availability,
    status,
    uploading: draft.uploading !== null,
    uploadImage,
    flush,
    refuse,
  };
}
