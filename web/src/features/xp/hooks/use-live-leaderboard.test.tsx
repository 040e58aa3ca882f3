import { xpApi } from '@questboard/contract/xp';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyOf } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';
import { useLiveLeaderboard } from './use-live-leaderboard';

// The tab's socket, as the server would drive it: listeners by event, and a way to push an event to them.
const listeners = vi.hoisted(() => new Map<string, Set<(...args: unknown[]) => void>>());
vi.mock('../../../lib/socket/socket-client', () => ({
  socket: {
    on: (event: string, listener: (...args: unknown[]) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off: (event: string, listener: (...args: unknown[]) => void) => listeners.get(event)?.delete(listener),
  },
}));
const fromServer = (event: string) => {
  for (const listener of listeners.get(event) ?? []) listener();
};

afterEach(() => {
  cleanup();
  useAuthStore.setState({ isAuthenticated: false });
});

function Board({ fetched }: { fetched: () => number }) {
  useLiveLeaderboard();
  const board = useQuery({ queryKey: keyOf(xpApi.leaderboard, 'all', 0, true), queryFn: fetched });
  return <p>fetched {board.data ?? 0} times</p>;
}

describe('a leaderboard on screen', () => {
  it('fetches its page again when the server says XP moved', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    let calls = 0;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Board fetched={() => ++calls} />
      </QueryClientProvider>,
    );
    await screen.findByText('fetched 1 times');
    await waitFor(() => expect(listeners.get('boardsChanged')?.size).toBe(1));
    act(() => fromServer('boardsChanged'));
    await screen.findByText('fetched 2 times');
    cleanup();
    expect(listeners.get('boardsChanged')?.size).toBe(0);
  });
});
