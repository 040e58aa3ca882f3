import { QUEST_LIMITS } from '@questboard/contract/quests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { useFeeSetting } from '../../api/brands';
import type { useQuestForm } from '../../hooks/use-quest-form';
import { AutosaveBar } from '../form/autosave-status';
import { CategoryPicker } from '../form/category-picker';
import { ImageField } from '../form/image-field';
import { NameFields } from '../form/name-fields';
import { ConditionsEditor } from './conditions-editor';
import { LocationPicker } from './location-picker';
import { RecurrenceField } from './recurrence-field';
import { TasksEditor } from './tasks-editor';

interface QuestFormProps {
  form: ReturnType<typeof useQuestForm>;
  actions: ReactNode;
  /** Cards a page adds after the tasks, above the actions (the create page: how the quest pays). */
  more?: ReactNode;
}

/** Every part of a quest: texts, image, categories, reward and dates, targeting, conditions and tasks. */
export function QuestFormView({ form, actions, more }: QuestFormProps) {
  const { t } = useTranslation();
  const { fields, setFields, errors, quest } = form;
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));
  const fixed = quest !== null && quest.status !== 'DRAFT';
  const fee = useFeeSetting();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="flex flex-col gap-6">
      <AutosaveBar status={form.status} />
      <Card className="flex flex-col gap-5">
        <NameFields
          label={t('brands_dashboard.quest.title_label')}
          name={fields.title}
          nameMax={QUEST_LIMITS.titleMax}
          nameError={errors.title}
          availability={form.availability}
          description={fields.description}
          descriptionError={errors.description}
          onChange={({ name, description }) => set(name === undefined ? { description } : { title: name })}
        />
        <ImageField
          label={t('brands_dashboard.quest.image')}
          current={quest?.image ?? null}
          busy={form.uploading}
          shape="wide"
          testId="quest-image-input"
          hint={t('brands_dashboard.quest.image_ratio')}
          onFile={(file) => form.uploadImage(file)}
        />
        <CategoryPicker
          value={fields.categories}
          max={QUEST_LIMITS.categoriesMax}
          error={errors.categories}
          onChange={(categories) => set({ categories })}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            label={t('brands_dashboard.quest.reward')}
            inputMode="decimal"
            placeholder="10"
            value={fields.rewardAmount}
            disabled={fixed}
            error={errors.rewardAmount}
            hint={fee.data ? t('brands_dashboard.quest.reward_hint', { minimum: fee.data.minimumReward }) : undefined}
            onChange={(e) => set({ rewardAmount: e.target.value })}
          />
          <Input
            label={t('brands_dashboard.quest.start')}
            type="datetime-local"
            value={fields.startAt}
            disabled={fixed}
            error={errors.startAt}
            hint={t('brands_dashboard.quest.time_zone', { zone: timeZone })}
            onChange={(e) => set({ startAt: e.target.value })}
          />
          <Input
            label={t('brands_dashboard.quest.end')}
            type="datetime-local"
            value={fields.endAt}
            disabled={fixed}
            error={errors.endAt}
            onChange={(e) => set({ endAt: e.target.value })}
          />
        </div>
        <RecurrenceField value={fields.recurrence} disabled={fixed} onChange={(recurrence) => set({ recurrence })} />
        {fixed && <p className="text-xs text-zinc-400">{t('brands_dashboard.quest.fixed_after_publish')}</p>}
      </Card>
      <Card>
        <LocationPicker
          value={form.locations}
          onChange={(locations) => {
            form.setLocations(locations);
            set({ locationIds: locations.map((l) => l.id) });
          }}
        />
      </Card>
      <Card>
        <ConditionsEditor
          brandId={form.brandId}
          value={fields.conditions}
          errors={errors}
          onChange={(conditions) => set({ conditions })}
        />
      </Card>
      <Card>
        {quest ? (
          <TasksEditor questId={quest.id} />
        ) : (
          <p className="text-sm text-zinc-400">{t('brands_dashboard.task.after_draft')}</p>
        )}
      </Card>
      {more}
      <div className="flex flex-wrap items-center gap-3">{actions}</div>
    </div>
  );
}
