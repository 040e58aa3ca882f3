import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';

const LEASE_KEY = 'rounds:lease';

/**
 * Which instance runs the chain rounds: the one holding this lease (a row of chain_state naming it, renewed by each of
 * its rounds). Others skip their rounds while the holder's last renewal is younger than `ttlSeconds`; when it stops
 * renewing (it died, or was stopped and released it), the next instance whose round comes takes it over. So the
 * chain is asked by one instance per round, not by each. It is a saving, not what keeps money right: every round is
 * safe to run on several instances at once (a slow holder's lease may lapse while its round still runs).
 */
export class RoundLease {
  readonly holder = randomUUID();

  constructor(
    private readonly db: Executor,
    private readonly ttlSeconds: number,
  ) {}

  /** Takes or renews the lease; false while another instance holds it. */
  async take(): Promise<boolean> {
    const rows = rowsOf<{ key: string }>(
      await this.db.execute(sql`
        insert into chain_state (key, value, updated_at) values (${LEASE_KEY}, ${this.holder}, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()
        where chain_state.value = ${this.holder}
          or chain_state.updated_at < now() - make_interval(secs => ${this.ttlSeconds})
        returning key
      `),
    );
    return rows.length > 0;
  }

  /** Gives the lease up (a stopping instance), so another takes it at its next round. */
  async release(): Promise<void> {
    await this.db.execute(sql`
      update chain_state set updated_at = 'epoch' where key = ${LEASE_KEY} and value = ${this.holder}
    `);
  }
}

/** How long a holder may go without a round before another instance takes over: three rounds, at least 15 s. */
export const leaseSeconds = (pollMs: number) => Math.max(15, Math.ceil((3 * pollMs) / 1000));
