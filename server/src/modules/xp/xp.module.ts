import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { RealtimePort } from '../../lib/realtime-port';
import { BoardPulse } from './board-pulse';
import { questXpOnPoolSettled, questXpOnRewardsPaid } from './quest-xp';
import { xpRoutes } from './xp.routes';
import { XpService } from './xp.service';

/**
 * The XP module's one door: XP as an append-only ledger (xp-ledger.ts: every point has its source and counts once),
 * levels, and the leaderboards. It hears paid rewards in the claim's own transaction, and shared pools in the
 * settlement's, so a completed quest never lacks its XP and a rolled-back payment never keeps it; once they committed, open leaderboards are told (`boardsChanged`).
 */
export function xpModule(
  ctx: Pick<AppContext, 'db'>,
  uses: { events: DomainEvents; hub: Pick<RealtimePort, 'toEveryone'> },
) {
  const xp = new XpService(ctx.db);
  const pulse = new BoardPulse(uses.hub);
  uses.events.inTransaction('rewards.paid', questXpOnRewardsPaid);
  uses.events.inTransaction('pool.settled', questXpOnPoolSettled);
  uses.events.afterCommit('rewards.paid', (paid) => {
    if (paid.length > 0) pulse.changed();
  });
  uses.events.afterCommit('pool.settled', () => pulse.changed());
  return { xp, routes: (app: FastifyInstance) => xpRoutes(app, { xp }) };
}

export { LargeBoards, type StoredBoard, storedBoardPage } from './stored-boards';
export { weekStart, type XpService } from './xp.service';
export { awardXp, type XpAward } from './xp-ledger';
