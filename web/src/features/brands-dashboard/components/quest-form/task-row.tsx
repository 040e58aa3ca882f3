import type { Task } from '@questboard/contract/tasks';
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

interface TaskRowProps {
  task: Task;
  index: number;
  count: number;
  dragging: boolean;
  handleRef: Ref<HTMLButtonElement>;
  onMove(to: number): void;
  onEdit(): void;
  onRemove(): void;
  drag: {
    onDragStart(event: DragEvent): void;
    onDragOver(event: DragEvent): void;
    onDrop(event: DragEvent): void;
    onDragEnd(): void;
  };
}

/** One task: a drag handle that also moves with Alt+Arrow (or arrows), move up/down, edit and remove. */
export function TaskRow({ task, index, count, dragging, handleRef, onMove, onEdit, onRemove, drag }: TaskRowProps) {
  const { t } = useTranslation();
  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onMove(index + step);
  }
  return (
    <li
      draggable
      {...drag}
      data-testid="task-row"
      className={cn(
        'flex flex-col gap-2 rounded-xl bg-zinc-950/40 p-3 ring-1 ring-zinc-800 sm:flex-row sm:items-center',
        dragging && 'opacity-50 ring-violet-500',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <button
          ref={handleRef}
          type="button"
          onKeyDown={onKeyDown}
          aria-label={t('brands_dashboard.task.reorder', { title: task.title, n: index + 1, count })}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          className="cursor-grab rounded-md px-1.5 py-1 text-zinc-400 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <span className="text-sm text-zinc-500">{index + 1}.</span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" data-testid="task-title">
            {task.title}
          </p>
          <p className="text-xs text-zinc-400" data-testid="task-kind">
            {t(`brands_dashboard.task.result_${task.resultType}`)} ·{' '}
            {t(`brands_dashboard.task.review_short_${task.review}`)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <span aria-hidden="true">↑</span>
          <span className="sr-only">{t('brands_dashboard.task.move_up', { title: task.title })}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <span aria-hidden="true">↓</span>
          <span className="sr-only">{t('brands_dashboard.task.move_down', { title: task.title })}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('brands_dashboard.edit')}
          <span className="sr-only">: {task.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('brands_dashboard.remove')}
          <span className="sr-only">: {task.title}</span>
        </Button>
      </div>
    </li>
  );
}
