import type { StakingActionResult } from '@questboard/contract/staking';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { type StakingAction, useStakingAction, useStakingPreview } from '../api/staking';
import { PreviewSummary } from './preview-summary';

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  doneMessage: string;
  /** The action the fields describe, or null while they are incomplete or invalid. */
  action: StakingAction | null;
  /** A problem the page can see without asking the server (e.g. a malformed amount). */
  inputError?: string;
  children?: ReactNode;
  /** What the person must know before confirming, read from the server's preview (shown under its figures). */
  notice?: (preview: StakingActionResult) => ReactNode;
  onClose(): void;
}

/**
 * The shape of every staking dialog: fields, then the server's preview of what the action does (fees included),
 * then confirm. The preview is the action itself, run and rolled back, so what is shown is what happens.
 */
export function ActionDialog({
  title,
  submitLabel,
  doneMessage,
  action,
  inputError,
  children,
  notice,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const preview = useStakingPreview(inputError ? null : action);
  const run = useStakingAction();
  // One key per opened dialog: a double click or a retry after a lost answer acts once.
  const key = useRef(crypto.randomUUID());
  const previewError = preview.isError ? errorMessage(preview.error) : undefined;
  const ready = action !== null && !inputError && preview.isSuccess && !preview.isPlaceholderData;
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || !action) return;
          run.mutate(
            { action, key: key.current },
            {
              onSuccess: () => {
                toastSuccess(doneMessage);
                onClose();
              },
              onError: (error) => {
                key.current = crypto.randomUUID();
                toastError(error);
              },
            },
          );
        }}
      >
        {children}
        {inputError || previewError ? (
          <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-200">
            {inputError ?? previewError}
          </p>
        ) : action && preview.data ? (
          <>
            <PreviewSummary result={preview.data} stale={preview.isFetching} />
            {notice?.(preview.data)}
          </>
        ) : action ? (
          <p className="text-sm text-zinc-400" aria-live="polite">
            {t('staking.previewing')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('staking.cancel')}
          </Button>
          <Button type="submit" disabled={!ready} loading={run.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
