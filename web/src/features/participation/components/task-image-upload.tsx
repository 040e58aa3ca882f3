import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { checkImage } from '../../../lib/image-check';
import { toastError } from '../../../lib/toast';
import { useParticipationActions } from '../api/participation';

/**
 * Sends an image task's result as a file: type and size are checked here first (the server judges the bytes);
 * the preview stays only while the upload is on its way, and a refused one clears it.
 */
export function TaskImageUpload({ questId, taskId }: { questId: string; taskId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const actions = useParticipationActions(questId);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const busy = actions.submitTaskImage.isPending;

  function pick(file: File | undefined) {
    if (!file) return;
    const wrong = checkImage(file);
    setProblem(wrong ? t(`errors.${wrong}`) : null);
    if (wrong) return;
    setPreview(URL.createObjectURL(file));
    actions.submitTaskImage.mutate(
      { taskId, image: file },
      {
        onError: (error) => {
          setPreview(null);
          toastError(error);
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {preview && <img src={preview} alt="" className="size-16 rounded-lg object-cover ring-1 ring-zinc-700" />}
      <label htmlFor={id} className={buttonClass('secondary', 'sm', 'cursor-pointer')} aria-busy={busy}>
        {busy ? t('participation.image_uploading') : t('participation.image_upload')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        className="sr-only"
        disabled={busy}
        data-testid="task-image-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <span className="text-xs text-zinc-400">{t('participation.image_hint')}</span>
      {problem && (
        <p role="alert" className="w-full text-xs text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
