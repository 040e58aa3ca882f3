import { create } from 'zustand';

export const AUTH_POPUPS = [
  'login',
  'registration',
  'verify-email',
  'forgot-password',
  'reset-password',
  'roles-select',
] as const;
export type AuthPopup = (typeof AUTH_POPUPS)[number];

export function isAuthPopup(value: string | null): value is AuthPopup {
  return (AUTH_POPUPS as readonly string[]).includes(value ?? '');
}

interface PopupState {
  open: AuthPopup | null;
  /** Where to go after signing in (set by the auth guard). */
  redirectAfterLogin: string | null;
  /** Values the reset-password link carries. */
  resetParams: { email: string; secretKey: string } | null;
  openPopup(name: AuthPopup): void;
  closePopup(name?: AuthPopup): void;
  setRedirectAfterLogin(path: string | null): void;
  setResetParams(params: { email: string; secretKey: string } | null): void;
}

export const usePopupStore = create<PopupState>()((set, get) => ({
  open: null,
  redirectAfterLogin: null,
  resetParams: null,
  openPopup(name) {
    set({ open: name });
  },
  closePopup(name) {
    if (!name || get().open === name) set({ open: null });
  },
  setRedirectAfterLogin(path) {
    set({ redirectAfterLogin: path });
  },
  setResetParams(params) {
    set({ resetParams: params });
  },
}));
