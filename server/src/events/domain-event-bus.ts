import type { Tx } from '../db/executor';
import type { ReferralBonusPaid, ReviewDecided, RewardPaid, SubmissionWaiting } from './domain-events';

/** Every domain event by name, with its payload: what one module tells the others. */
export interface DomainEventMap {
  /** A quest went from draft to published (once, whatever retries followed). */
  'quest.published': { questId: string };
  /** Its owner ended a published quest (once). */
  'quest.ended': { questId: string };
  /**
   * A person started a quest (their first start of the period; later calls change nothing). `participationId` is the
   * period's participation: a recurring quest is started again each period.
   */
  'participant.started': { questId: string; userId: string; participationId: string };
  /** A participant completed a quest by its complete call (approvals that complete and pay tell 'rewards.paid'). */
  'participant.completed': { questId: string; userId: string; participationId: string };
  /** An influencer accepted a brand owner's invitation to a quest (once). */
  'invite.accepted': { questId: string; userId: string };
  /** Rewards paid by one transaction of claims or approvals. */
  'rewards.paid': RewardPaid[];
  /**
   * An ended quest's pool was shared (equal split, raffle, top N): everyone on its frozen list, paid or not, with the
   * participation that put them there. Recorded in the settlement's transaction, once.
   */
  'pool.settled': { questId: string; entrants: { userId: string; participationId: string }[] };
  /** Referral bonuses a quest's escrow paid with those rewards, in the same transaction (docs/referrals.md). */
  'referral-bonuses.paid': ReferralBonusPaid[];
  /** Submissions decided by one review action. */
  'reviews.decided': ReviewDecided[];
  /** Work that started waiting for its brand owner's review. */
  'submission.waiting': SubmissionWaiting;
  /**
   * A new account was made (e-mail sign-up or a first social sign-in), with the referral code of the link that
   * brought the person, if any: recorded in the transaction that inserts the account.
   */
  'account.created': { userId: string; referralCode: string | null };
  /**
   * A deposit on the chain was credited to a user's balance (confirmed, or given by the operator), once: recorded in
   * the transaction that credits it. `amount` in base units of `asset`.
   */
  'deposit.credited': {
    depositId: string;
    userId: string;
    chainId: number;
    txHash: string;
    logIndex: number;
    asset: string;
    amount: bigint;
  };
  /** Sign-in sessions revoked (logout, password change, session list). */
  'sessions.ended': { sessionIds: string[] };
}
export type DomainEventName = keyof DomainEventMap;

/**
 * A write that stands or falls with the change it hears of (a stored notice): it runs in the change's transaction
 * and may answer what to do once that transaction committed (push the notice to open tabs).
 */
export type InTransactionHandler<K extends DomainEventName> = (
  tx: Tx,
  payload: DomainEventMap[K],
) => Promise<(() => void) | undefined>;
/** A reaction after the commit; one that fails is logged and never undoes nor fails the change. */
export type AfterCommitHandler<K extends DomainEventName> = (payload: DomainEventMap[K]) => Promise<void> | void;

type Handlers = {
  [K in DomainEventName]: { inTransaction: InTransactionHandler<K>[]; afterCommit: AfterCommitHandler<K>[] };
};

/**
 * The modules' one way to react to each other (docs/architecture.md). A publishing module records its event inside
 * its transaction and, once that committed, calls what `record` answered; a module that cares subscribes in its own
 * entry. Neither knows the other, and the composition root wires no callbacks.
 */
export class DomainEvents {
  private readonly handlers = {} as Handlers;

  constructor(private readonly log: { error(obj: object, message: string): void }) {}

  /** Events nobody hears: for a service built on its own (a script, a test factory). */
  static none(): DomainEvents {
    return new DomainEvents({ error: () => undefined });
  }

  /** Subscribes a write that belongs to the change's own transaction. */
  inTransaction<K extends DomainEventName>(name: K, handler: InTransactionHandler<K>): void {
    this.of(name).inTransaction.push(handler);
  }

  /** Subscribes a reaction that runs once the change committed. */
  afterCommit<K extends DomainEventName>(name: K, handler: AfterCommitHandler<K>): void {
    this.of(name).afterCommit.push(handler);
  }

  /**
   * Inside the change's transaction: runs the in-transaction subscribers (a failure fails the transaction, as the
   * change's own writes would). Answers what the publisher calls once the transaction committed.
   */
  async record<K extends DomainEventName>(tx: Tx, name: K, payload: DomainEventMap[K]): Promise<() => Promise<void>> {
    const then: Array<() => void> = [];
    for (const handler of this.of(name).inTransaction) {
      const after = await handler(tx, payload);
      if (after) then.push(after);
    }
    return async () => {
      for (const after of then) after();
      await this.committed(name, payload);
    };
  }

  /** After a change that needed no transaction of its own committed: runs the after-commit reactions. */
  async committed<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    for (const handler of this.of(name).afterCommit) {
      try {
        await handler(payload);
      } catch (err) {
        this.log.error({ err, event: name }, 'a reaction to a domain event failed');
      }
    }
  }

  private of<K extends DomainEventName>(name: K): Handlers[K] {
    this.handlers[name] ??= { inTransaction: [], afterCommit: [] } as unknown as Handlers[K];
    return this.handlers[name];
  }
}
