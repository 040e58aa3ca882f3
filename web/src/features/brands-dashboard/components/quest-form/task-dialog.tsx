import { TASK_LIMITS, TASK_RESULT_TYPES, type Task } from '@questboard/contract/tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import type { TaskFields } from '../../api/tasks';
import { ReviewModeField } from './review-mode-field';

interface TaskDialogProps {
  initial: Task | null;
  busy: boolean;
  onSave(fields: TaskFields): void;
  onClose(): void;
}

/** Adds or edits a task: its title, what the participant does, the kind of result they send, and who accepts it. */
export function TaskDialog({ initial, busy, onSave, onClose }: TaskDialogProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<TaskFields>({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    resultType: initial?.resultType ?? 'TEXT',
    review: initial?.review ?? 'MANUAL',
  });
  const [tried, setTried] = useState(false);
  const titleError = tried && !fields.title.trim() ? t('brands_dashboard.task.title_required') : undefined;
  return (
    <Dialog title={t(initial ? 'brands_dashboard.task.edit' : 'brands_dashboard.task.add')} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (fields.title.trim()) onSave({ ...fields, title: fields.title.trim() });
        }}
      >
        <Input
          label={t('brands_dashboard.task.title_label')}
          value={fields.title}
          maxLength={TASK_LIMITS.titleMax}
          error={titleError}
          onChange={(e) => setFields({ ...fields, title: e.target.value })}
        />
        <Textarea
          label={t('brands_dashboard.task.description')}
          value={fields.description}
          maxLength={TASK_LIMITS.descriptionMax}
          rows={3}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
        <Select
          label={t('brands_dashboard.task.result_type')}
          value={fields.resultType}
          options={TASK_RESULT_TYPES.map((type) => ({ value: type, label: t(`brands_dashboard.task.result_${type}`) }))}
          onChange={(e) => setFields({ ...fields, resultType: e.target.value as TaskFields['resultType'] })}
        />
        <ReviewModeField value={fields.review} onChange={(review) => setFields({ ...fields, review })} />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('brands_dashboard.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(initial ? 'brands_dashboard.save' : 'brands_dashboard.task.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
