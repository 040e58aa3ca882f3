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
  setTokens(tokens: StoredTokens): void;
  setCurrentUser(user: Profile | null): void;
  setFinishCheck(done: boolean): void;
  setAuthUserEmail(email: string): void;
  logout(): void;
}

// A social sign-up has no e-mail: a loaded profile is what makes the user signed in.
const authenticated = (user: Profile | null) => readTokens() !== null && Boolean(user?.id);

export const useAuthStore = create<AuthState>()((set, get) => ({
  currentUser: null,
  finishCheck: false,
  isAuthenticated: false,
  authUserEmail: '',
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
  logout() {
    clearTokens();
    set({ currentUser: null, isAuthenticated: false });
  },
}));
