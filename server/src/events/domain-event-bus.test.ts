import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/executor';
import { DomainEvents } from './domain-event-bus';

const tx = {} as Tx;
const quietLog = () => {
  const errors: unknown[] = [];
  return { errors, log: { error: (obj: object) => errors.push(obj) } };
};

describe('domain events', () => {
  it('runs in-transaction writes when recorded, and their pushes and the reactions only once committed', async () => {
    const { log } = quietLog();
    const events = new DomainEvents(log);
    const seen: string[] = [];
    events.inTransaction('rewards.paid', async (_tx, paid) => {
      seen.push(`stored ${paid.length}`);
      return () => seen.push('pushed');
    });
    events.afterCommit('rewards.paid', (paid) => {
      seen.push(`counted ${paid.length}`);
    });
    const paid = [
      {
        userId: 'u',
        participationId: 'p',
        questId: 'q',
        questTitle: null,
        questSlug: 's',
        amount: 5n,
        referralBonus: 0n,
      },
    ];
    const committed = await events.record(tx, 'rewards.paid', paid);
    expect(seen).toEqual(['stored 1']);
    await committed();
    expect(seen).toEqual(['stored 1', 'pushed', 'counted 1']);
  });

  it('fails the transaction when an in-transaction write fails', async () => {
    const events = new DomainEvents(quietLog().log);
    events.inTransaction('reviews.decided', async () => {
      throw new Error('notice not stored');
    });
    await expect(events.record(tx, 'reviews.decided', [])).rejects.toThrow('notice not stored');
  });

  it('logs a failing reaction after commit and still runs the others', async () => {
    const { errors, log } = quietLog();
    const events = new DomainEvents(log);
    const told: string[] = [];
    events.afterCommit('quest.published', async () => {
      throw new Error('followers unreachable');
    });
    events.afterCommit('quest.published', ({ questId }) => {
      told.push(questId);
    });
    await events.committed('quest.published', { questId: 'q1' });
    expect(told).toEqual(['q1']);
    expect(errors).toEqual([expect.objectContaining({ event: 'quest.published' })]);
  });

  it('tells nobody of an event nobody subscribed to', async () => {
    const events = DomainEvents.none();
    const committed = await events.record(tx, 'rewards.paid', []);
    await expect(committed()).resolves.toBeUndefined();
  });
});
