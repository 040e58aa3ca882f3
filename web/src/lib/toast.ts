import { toasterMounted, useToasterStore } from '../stores/toaster-store';
import { errorMessage } from './api-error';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;

/**
 * The toast library, loaded on the first toast (toasts only follow what people do, so a visitor who does nothing
 * never downloads it): asks the root layout for the toaster, then waits until it listens.
 */
function loadSonner(): Promise<Sonner> {
  sonner ??= (async () => {
    useToasterStore.getState().want();
    const [library] = await Promise.all([import('sonner'), toasterMounted]);
    return library;
  })();
  return sonner;
}

/** An error toast: the caller's message, else the server's `message`, else the error's own. */
export function toastError(error: unknown, override?: string): void {
  const message = override ?? errorMessage(error);
  void loadSonner().then(({ toast }) => toast.error(message));
}

export function toastSuccess(message: string): void {
  void loadSonner().then(({ toast }) => toast.success(message));
}
