import { toast } from 'sonner';
import { errorMessage } from './api-error';

/** An error toast: the caller's message, else the server's `message`, else the error's own. */
export function toastError(error: unknown, override?: string): void {
  toast.error(override ?? errorMessage(error));
}

export function toastSuccess(message: string): void {
  toast.success(message);
}
