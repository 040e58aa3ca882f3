import type { TaskProgress } from '@questboard/contract/participation';
import type { Task } from '@questboard/contract/tasks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useRefusedFields } from '../../../lib/form-errors';
import { useParticipationActions } from '../api/participation';
import { StatusBadge } from './status-badge';
import { TaskImageUpload } from './task-image-upload';

/** A result uploaded to this site (an image task's file), shown as the picture it is. */
const uploaded = (result: string) => result.startsWith('/uploads/');

/** One task: its instructions, the participant's result and its state. */
export function TaskItem(props: { questId: string; task: Task; progress: TaskProgress | undefined; active: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const actions = useParticipationActions(props.questId);
  const [result, setResult] = useState(props.progress?.result ?? '');
  const status = props.progress?.status ?? 'NOT_DONE';
  const editable = props.active && status !== 'VERIFIED' && status !== 'PENDING';
  const isText = props.task.resultType === 'TEXT';
  const refused = useRefusedFields<{ result: string }>();
  const error = refused.errorsFor({ result }).result;
  const messageId = `${id}-message`;
  const submit = () =>
    actions.submitTask.mutate(
      { taskId: props.task.id, result: result.trim() },
      { onError: (failure) => refused.refuse({ result }, failure) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium">{props.task.title}</p>
          {props.task.description && <p className="mt-1 text-sm text-zinc-400">{props.task.description}</p>}
        </div>
        <StatusBadge status={status} />
      </div>
      {props.progress?.note && <p className="text-xs text-zinc-400">{props.progress.note}</p>}
      {editable && (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (result.trim()) submit();
          }}
        >
          {props.task.resultType === 'IMAGE' && <TaskImageUpload questId={props.questId} taskId={props.task.id} />}
          <label htmlFor={id} className="text-sm text-zinc-300">
            {t(`participation.result.${props.task.resultType === 'IMAGE' ? 'IMAGE_OR_LINK' : props.task.resultType}`)}
          </label>
          {isText ? (
            <textarea
              id={id}
              rows={3}
              maxLength={2000}
              className={cn(inputClass, 'h-auto py-2', error && 'ring-red-500')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              value={result}
              onChange={(event) => setResult(event.target.value)}
            />
          ) : (
            <input
              id={id}
              type="url"
              placeholder="https://"
              maxLength={2000}
              className={cn(inputClass, error && 'ring-red-500')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              value={result}
              onChange={(event) => setResult(event.target.value)}
            />
          )}
          {error && (
            <p id={messageId} role="alert" className="text-xs text-red-400">
              {error}
            </p>
          )}
          <Button
            type="submit"
            size="sm"
            className="self-start"
            disabled={!result.trim()}
            loading={actions.submitTask.isPending}
          >
            {t('participation.submit_result')}
          </Button>
        </form>
      )}
      {!editable && props.progress?.result && uploaded(props.progress.result) && (
        <img
          src={props.progress.result}
          alt={t('participation.image_sent')}
          className="max-h-32 w-fit max-w-full rounded-lg object-contain ring-1 ring-zinc-800"
        />
      )}
      {!editable && props.progress?.result && !uploaded(props.progress.result) && (
        <p className="truncate text-xs text-zinc-400" title={props.progress.result}>
          {props.progress.result}
        </p>
      )}
    </li>
  );
}
