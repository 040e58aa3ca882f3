import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { checkImage } from '../../../../lib/image-check';
import { toastError } from '../../../../lib/toast';

interface ImageFieldProps {
  label: string;
  /** The stored image's address, if any. */
  current: string | null;
  busy: boolean;
  onFile(file: File): void;
  /** `wide` for covers, square otherwise. */
  shape?: 'square' | 'wide';
  testId?: string;
}

/** Picks an image, refusing a wrong type or a file over 5 MB before anything is sent (docs/domain.md, Forms). */
export function ImageField({ label, current, busy, onFile, shape = 'square', testId }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current;

  function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkImage(file);
    if (problem) return toastError(new Error(t(`errors.${problem}`)));
    setPreview(URL.createObjectURL(file));
    onFile(file);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-zinc-300">{label}</span>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'shrink-0 overflow-hidden rounded-xl bg-zinc-800 ring-1 ring-zinc-700',
            shape === 'wide' ? 'aspect-[3/1] w-40 sm:w-56' : 'size-16',
          )}
        >
          {shown && <img src={shown} alt="" className="size-full object-cover" />}
        </div>
        <div>
          <label htmlFor={id} className={buttonClass('secondary', 'sm', 'cursor-pointer')} aria-busy={busy}>
            {busy
              ? t('shared.saving')
              : shown
                ? t('brands_dashboard.form.replace_image')
                : t('brands_dashboard.form.choose_image')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            aria-label={label}
            data-testid={testId}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p className="mt-1 text-xs text-zinc-400">{t('brands_dashboard.form.image_hint')}</p>
        </div>
      </div>
    </div>
  );
}
