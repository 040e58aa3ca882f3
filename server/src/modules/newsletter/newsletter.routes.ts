import { newsletterApi } from '@questboard/contract/newsletter';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { NewsletterService } from './newsletter.service';

const ok = { ok: true } as const;

/** `POST /subcribe` (and `/subscribe`), its confirmation and the one-click leave. */
export function newsletterRoutes(app: FastifyInstance, { newsletter }: { newsletter: NewsletterService }): void {
  for (const endpoint of [newsletterApi.subscribe, newsletterApi.subscribeAlias])
    route(app, endpoint, async ({ body, ip, language }) => {
      await newsletter.subscribe(body, ip, language);
      return ok;
    });
  route(app, newsletterApi.confirm, ({ body }) => newsletter.confirm(body.token));
  // Mail clients' one-click leave (RFC 8058) posts a form body; only this route reads one, and ignores it.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    route(scope, newsletterApi.unsubscribe, async ({ query, body }) => {
      await newsletter.unsubscribe(body?.token ?? query.token);
      return ok;
    });
  });
}
