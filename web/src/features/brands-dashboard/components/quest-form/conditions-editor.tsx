import { QUEST_LIMITS } from '@questboard/contract/quests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useActions } from '../../api/quests';
import { useConditionName } from '../../hooks/use-condition-name';
import type { ConditionDraft } from '../../lib/condition-draft';
import { ConditionDialog } from './condition-dialog';

interface ConditionsEditorProps {
  value: ConditionDraft[];
  onChange(value: ConditionDraft[]): void;
  /** The quest's brand (a custom API condition's test request is signed with its secret). */
  brandId: string;
  /** The server's messages by path (`conditions.0.url`), shown on the condition they belong to. */
  errors?: Record<string, string>;
}

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; condition: ConditionDraft }
  | { kind: 'remove'; condition: ConditionDraft };

/** The quest's conditions: add, edit, and remove (after a confirmation); saved with the quest. */
export function ConditionsEditor({ brandId, value, onChange, errors = {} }: ConditionsEditorProps) {
  const { t } = useTranslation();
  const nameOf = useConditionName();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const detailOf = (c: ConditionDraft) => c.question || c.url || c.handle;
  const errorOf = (index: number) =>
    Object.entries(errors).find(
      ([path]) => path === `conditions.${index}` || path.startsWith(`conditions.${index}.`),
    )?.[1];
  const actions = useActions();
  // Social conditions no provider check answers here wait for the owner: say so beside each one.
  const reviewedBy = (c: ConditionDraft) =>
    actions.data?.find((a) => a.network === c.network && a.action === c.action && a.checkedBy === 'REVIEW')?.checkNote;

  return (
    <section aria-labelledby="conditions-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="conditions-heading" className="text-lg font-semibold">
          {t('brands_dashboard.condition.title')}
        </h2>
        {value.length < QUEST_LIMITS.conditionsMax && (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'add' })}>
            {t('brands_dashboard.condition.add')}
          </Button>
        )}
      </div>
      {value.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-700 p-4 text-center text-sm text-zinc-400">
          {t('brands_dashboard.condition.empty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="conditions-list">
          {value.map((condition, index) => (
            <li
              key={condition.key}
              className="flex flex-col gap-2 rounded-xl bg-zinc-950/40 p-3 ring-1 ring-zinc-800 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{nameOf(condition)}</p>
                {detailOf(condition) && <p className="truncate text-xs text-zinc-400">{detailOf(condition)}</p>}
                {errorOf(index) && (
                  <p role="alert" className="text-xs text-red-400">
                    {errorOf(index)}
                  </p>
                )}
                {reviewedBy(condition) && (
                  <p className="mt-1 text-xs text-amber-300">{t('social_checks.reviewed_by_you')}</p>
                )}
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'edit', condition })}>
                  {t('brands_dashboard.edit')}
                  <span className="sr-only">: {nameOf(condition)}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing({ kind: 'remove', condition })}>
                  {t('brands_dashboard.remove')}
                  <span className="sr-only">: {nameOf(condition)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing?.kind === 'add' && (
        <ConditionDialog
          brandId={brandId}
          initial={null}
          onClose={close}
          onSave={(condition) => {
            onChange([...value, condition]);
            close();
          }}
        />
      )}
      {editing?.kind === 'edit' && (
        <ConditionDialog
          brandId={brandId}
          initial={editing.condition}
          onClose={close}
          onSave={(condition) => {
            onChange(value.map((c) => (c.key === condition.key ? condition : c)));
            close();
          }}
        />
      )}
      {editing?.kind === 'remove' && (
        <ConfirmDialog
          title={t('brands_dashboard.condition.remove_title')}
          text={t('brands_dashboard.condition.remove_text', { name: nameOf(editing.condition) })}
          confirmLabel={t('brands_dashboard.remove')}
          busy={false}
          onClose={close}
          onConfirm={() => {
            onChange(value.filter((c) => c.key !== editing.condition.key));
            close();
          }}
        />
      )}
    </section>
  );
}
