import type { ReactNode } from 'react';

/** A form's server error, shown inside the form (and dialog) it belongs to and announced at once. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-alert"
      className="flex flex-col gap-2 rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-100 ring-1 ring-red-500/50"
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
