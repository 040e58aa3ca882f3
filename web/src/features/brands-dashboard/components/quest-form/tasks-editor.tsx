import { TASK_LIMITS, type Task } from '@questboard/contract/tasks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toastError } from '../../../../lib/toast';
import { type TaskFields, useTaskActions, useTasks } from '../../api/tasks';
import { move } from '../../lib/move';
import { TaskDialog } from './task-dialog';
import { TaskRow } from './task-row';

type Editing = { kind: 'add' } | { kind: 'edit'; task: Task } | { kind: 'remove'; task: Task };

/** A quest's tasks: add, edit, remove (confirmed), reorder by dragging or from the keyboard; each change is saved at once. */
export function TasksEditor({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const tasks = useTasks(questId);
  const actions = useTaskActions(questId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const list = tasks.data ?? [];
  const close = () => setEditing(null);
  const fail = (error: unknown) => toastError(error);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  function reorder(from: number, to: number) {
    const next = move(list, from, to);
    const moved = list[from];
    if (!moved || next.every((task, i) => task.id === list[i]?.id)) return;
    focusAfterMove.current = moved.id;
    setAnnouncement(
      t('brands_dashboard.task.moved', { title: moved.title, n: next.indexOf(moved) + 1, count: list.length }),
    );
    actions.reorder.mutate(next, { onError: fail });
  }

  const save = (mutation: Promise<unknown>) => mutation.then(close, fail);
  const submit = (fields: TaskFields) =>
    editing?.kind === 'edit'
      ? save(actions.update.mutateAsync({ id: editing.task.id, fields }))
      : save(actions.create.mutateAsync(fields));

  return (
    <section aria-labelledby="tasks-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="tasks-heading" className="text-lg font-semibold">
          {t('brands_dashboard.task.title')}
        </h2>
        {list.length < TASK_LIMITS.perQuest && (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'add' })}>
            {t('brands_dashboard.task.add')}
          </Button>
        )}
      </div>
      <p className="text-xs text-zinc-400">{t('brands_dashboard.task.reorder_hint')}</p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      {tasks.isPending ? (
        <div aria-busy="true" className="h-16 animate-pulse rounded-xl bg-zinc-800/60" />
      ) : tasks.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('brands_dashboard.load_failed')}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-700 p-4 text-center text-sm text-zinc-400">
          {t('brands_dashboard.task.empty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="tasks-list">
          {list.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              index={index}
              count={list.length}
              dragging={dragId === task.id}
              handleRef={(el) => {
                if (el) handles.current.set(task.id, el);
                else handles.current.delete(task.id);
              }}
              onMove={(to) => reorder(index, to)}
              onEdit={() => setEditing({ kind: 'edit', task })}
              onRemove={() => setEditing({ kind: 'remove', task })}
              drag={{
                onDragStart: (event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragId(task.id);
                },
                onDragOver: (event) => event.preventDefault(),
                onDrop: (event) => {
                  event.preventDefault();
                  const from = list.findIndex((x) => x.id === dragId);
                  if (from >= 0) reorder(from, index);
                  setDragId(null);
                },
                onDragEnd: () => setDragId(null),
              }}
            />
          ))}
        </ol>
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <TaskDialog
          initial={editing.kind === 'edit' ? editing.task : null}
          busy={actions.create.isPending || actions.update.isPending}
          onClose={close}
          onSave={(fields) => void submit(fields)}
        />
      )}
      {editing?.kind === 'remove' && (
        <ConfirmDialog
          title={t('brands_dashboard.task.remove_title')}
          text={t('brands_dashboard.task.remove_text', { title: editing.task.title })}
          confirmLabel={t('brands_dashboard.remove')}
          busy={actions.remove.isPending}
          onClose={close}
          onConfirm={() => void save(actions.remove.mutateAsync(editing.task.id))}
        />
      )}
    </section>
  );
}
