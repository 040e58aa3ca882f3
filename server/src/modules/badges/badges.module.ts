import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { NotificationsService } from '../notifications/notifications.module';
import { BadgeAwards } from './badge-awards';
import type { Completions } from './badge-rules';
import { badgesRoutes } from './badges.routes';
import { BadgesService } from './badges.service';
import { SigningKeys } from './signing-keys';

/**
 * The badges module's one door: badges awarded by rules once a completion committed (badge-rules.ts), a brand's own
 * badge, and each award's Open Badges 3.0 credential signed with the issuer's Ed25519 key (published at
 * /.well-known/jwks.json). Awards never hold up the claim or completion that earned them: they run after its
 * commit, and one that fails is logged; the next completion of that person awards what is still missing.
 */
export function badgesModule(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  uses: { events: DomainEvents; notifications: NotificationsService },
) {
  const keys = new SigningKeys(ctx.db, ctx.config.social.tokenKey);
  const badges = new BadgesService(ctx.db, keys, ctx.config.publicUrl);
  const awards = new BadgeAwards(ctx.db, uses.notifications);
  const award = (done: Completions) => {
    void awards.award(done).catch((err) => ctx.log.error({ err }, 'awarding badges failed'));
  };
  uses.events.afterCommit('rewards.paid', (paid) =>
    award({ userIds: paid.map((p) => p.userId), questIds: paid.map((p) => p.questId) }),
  );
  uses.events.afterCommit('participant.completed', ({ userId, questId }) =>
    award({ userIds: [userId], questIds: [questId] }),
  );
  return { badges, awards, routes: (app: FastifyInstance) => badgesRoutes(app, { badges }) };
}

export type { BadgesService } from './badges.service';
