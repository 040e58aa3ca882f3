import { participationApi } from '@questboard/contract/participation';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { closeClients, connect, listen, next } from '../../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { BoardPulse } from './board-pulse';

describe('the board pulse', () => {
  afterEach(() => vi.useRealTimers());

  it('tells everyone once for a burst of changes, and again for a change after it', () => {
    vi.useFakeTimers();
    const toEveryone = vi.fn();
    const pulse = new BoardPulse({ toEveryone }, 1_000);
    for (let i = 0; i < 2_500; i++) pulse.changed();
    expect(toEveryone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(toEveryone).toHaveBeenCalledTimes(1);
    expect(toEveryone).toHaveBeenCalledWith('boardsChanged');
    vi.advanceTimersByTime(5_000);
    expect(toEveryone).toHaveBeenCalledTimes(1);
    pulse.changed();
    vi.advanceTimersByTime(1_000);
    expect(toEveryone).toHaveBeenCalledTimes(2);
  });
});

describe('live leaderboards', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterEach(closeClients);
  afterAll(() => t.close());

  it('tell a person watching the board, who took no part, that a claim moved XP', async () => {
    const api = apiOf(() => t.app);
    const watcher = await buildUser(t.app);
    const socket = await connect(url, { token: watcher.tokens.accessToken });
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '5' });
    const [claimer] = await buildParticipants(t.app, 1, { questId: quest.id });
    const told = next(socket, 'boardsChanged', 15_000);
    const claim = await api(participationApi.claim, { params: { id: quest.id }, headers: claimer?.headers ?? {} });
    expect(claim.statusCode, claim.body).toBe(200);
    await expect(told).resolves.toBeUndefined();
  });
});
