import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { raiseToastLayer } from '../../lib/toast-layer';

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** Extra content pinned to the dialog's corner (e.g. the bot-check badge). */
  footer?: ReactNode;
}

/** Where typing starts in a dialog that holds a form. */
const FIRST_FIELD =
  '[autofocus], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** A modal on the native <dialog>: focus trap, Escape and backdrop close come with it. */
export function Dialog({ title, onClose, children, className, footer }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The native dialog focuses its first focusable element, the × button; a form starts at its first field instead.
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    raiseToastLayer();
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which the native dialog's cancel event already handles
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-zinc-900 p-0 text-zinc-100 ring-1 ring-zinc-700 shadow-2xl',
        className,
      )}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          className="absolute top-4 right-4 rounded-md p-1 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100"
          aria-label={t('shared.close')}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="mb-6 pr-8 text-xl font-semibold">
          {title}
        </h2>
        {children}
        {footer}
      </div>
    </dialog>
  );
}
