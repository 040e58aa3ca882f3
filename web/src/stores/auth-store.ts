import type { Profile } from '@questboard/contract/users';
import { create } from 'zustand';
import { clearTokens, readTokens, type StoredTokens, writeTokens } from '../lib/token-storage';

export interface AuthState {
  currentUser: Profile | null;
  /** True once we know whether the visitor is signed in. */
  finishCheck: boolean;
  /** Tokens exist and the current user has an e-mail (docs/domain.md, Accounts). */
  isAuthenticated: boolean;
  /** The e-mail remembered between login/registration and verify-email. */
  authUserEmail: string;
  /**
   * The password typed in login/registration, kept in memory only until verify-email sends it with the code: the
   * account then gets the password of the person holding the mailbox (docs/decisions.md, Security).
   */
  authUserPassword: string;
  setTokens(tokens: StoredTokens): void;
  setCurrentUser(user: Profile | null): void;
  setFinishCheck(done: boolean): void;
  setAuthUserEmail(email: string): void;
  setAuthUserPassword(password: string): void;
  logout(): void;
}

// A social sign-up has no e-mail: a loaded profile is what makes the user signed in.
const authenticated = (user: Profile | null) => readTokens() !== null && Boolean(user?.id);

export const useAuthStore = create<AuthState>()((set, get) => ({
  currentUser: null,
  // With no stored session the visitor is a guest from the start (and a server-rendered page is a guest's).
  finishCheck: readTokens() === null,
  isAuthenticated: false,
  authUserEmail: '',
  authUserPassword: '',
  setTokens(tokens) {
    writeTokens(tokens);
    set({ isAuthenticated: authenticated(get().currentUser) });
  },
  setCurrentUser(user) {
    set({ currentUser: user, isAuthenticated: authenticated(user) });
  },
  setFinishCheck(done) {
    set({ finishCheck: done });
  },
  setAuthUserEmail(email) {
    set({ authUserEmail: email });
  },
  setAuthUserPassword(password) {
    set({ authUserPassword: password });
  },
  logout() {
    clearTokens();
    set({ currentUser: null, isAuthenticated: false });
  },
}));
