import { createHash } from 'node:crypto';
import { iconRequestSchema, iconSetSchema } from '@questboard/contract/icons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { IconSetsService } from './icon-sets.service';

/** Seven days, as long as the web app keeps icons (168 hours); a new package version changes the ETag. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** `GET /api/_nuxt_icon/{collection}.json?icons=a,b`: Iconify JSON with only the icons asked for. */
export function iconsRoutes(app: FastifyInstance): void {
  const iconSets = new IconSetsService();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/_nuxt_icon/:collection',
    schema: {
      summary: 'Icons of one collection (Iconify JSON); unknown collections and empty requests answer 4xx',
      tags: ['icons'],
      params: iconRequestSchema.params,
      querystring: iconRequestSchema.query,
      response: { 200: iconSetSchema, 304: z.null().describe('Not modified: the ETag in If-None-Match is current') },
    },
    handler: async (request, reply) => {
      const { collection } = request.params;
      const icons = await iconSets.subset(collection, request.query.icons);
      if (!icons) throw notFound(`There is no icon collection "${collection}"`);
      const etag = `"${createHash('sha1').update(JSON.stringify(icons)).digest('base64url')}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return icons;
    },
  });
}
