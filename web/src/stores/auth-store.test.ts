import type { Profile } from '@questboard/contract/users';
import { beforeEach, describe, expect, it } from 'vitest';
import { readTokens } from '../lib/token-storage';
import { useAuthStore } from './auth-store';

const user: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  type: 'INFLUENCER',
  cryptoAddress: null,
  avatar: null,
  displayName: null,
  bio: null,
  location: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  roleChosen: true,
  timeZone: null,
};
const tokens = { accessToken: 'a'.repeat(30), refreshToken: 'r'.repeat(30) };

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ currentUser: null, finishCheck: false, isAuthenticated: false, authUserEmail: '' });
  });

  it('starts signed out with an empty remembered e-mail and the check not finished', () => {
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ currentUser: null, finishCheck: false, isAuthenticated: false, authUserEmail: '' });
  });

  it('is authenticated only when tokens exist and a profile is loaded (a social sign-up has no e-mail)', () => {
    const store = useAuthStore.getState();
    store.setCurrentUser(user);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    store.setTokens(tokens);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(JSON.parse(localStorage.getItem('tokens') ?? '{}')).toEqual(tokens);
    store.setCurrentUser({ ...user, email: null });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    store.setCurrentUser(null);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('logout clears tokens and user', () => {
    const store = useAuthStore.getState();
    store.setTokens(tokens);
    store.setCurrentUser(user);
    store.logout();
    expect(readTokens()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ currentUser: null, isAuthenticated: false });
  });
});
