import { badgesApi } from '@questboard/contract/badges';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BadgesService } from './badges.service';

export function badgesRoutes(app: FastifyInstance, { badges }: { badges: BadgesService }): void {
  route(app, badgesApi.award, ({ params, language }) => badges.award(params.id, language));
  route(app, badgesApi.ofUser, ({ query, language }) => badges.ofUser(query.userKey, language));
  route(app, badgesApi.brandBadge, ({ viewer, params }) => badges.brandBadge(viewer, params.id));
  route(app, badgesApi.saveBrandBadge, ({ viewer, params, body }) => badges.saveBrandBadge(viewer, params.id, body));
  route(app, badgesApi.questBadge, ({ viewer, params }) => badges.questBadge(viewer, params.id));
  route(app, badgesApi.attachQuestBadge, ({ viewer, params, body }) =>
    badges.attachQuestBadge(viewer, params.id, body.attached),
  );

  // The issuer's public keys, where verifiers look for them (RFC 8615): anyone checks a credential with these alone.
  app.get(
    '/.well-known/jwks.json',
    { schema: { summary: 'The public keys that sign badge credentials (JWKS)', tags: ['badges'] } },
    async (_request, reply) => {
      const jwks = await badges.jwks();
      return reply
        .type('application/jwk-set+json')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(jwks);
    },
  );
}
