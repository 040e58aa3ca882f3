import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { SERVER_LANGUAGES } from '../../i18n/i18n';
import { escapeMarkup } from '../../lib/escape-markup';
import type { QuestsService } from '../quests/quests.module';
import { type PassportReads, passportCard, passportWords } from './passport-card';
import { passportCardImage, questCardImage } from './share-image';
import { guestViewer, rewardLabel } from './share-previews';
import { publicPages } from './sitemap.repository';

/** Link-card images, sitemap.xml and robots.txt: what search engines and link previews read. */
export function shareRoutes(
  app: FastifyInstance,
  {
    db,
    publicUrl,
    quests,
    passports,
  }: { db: Database; publicUrl: string; quests: QuestsService; passports: PassportReads },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: 'GET',
    url: '/api/share/quests/:file',
    schema: {
      summary: 'A 1200×630 PNG link card of a public quest (used as og:image when the quest has no image)',
      tags: ['share'],
      params: z.object({
        file: z
          .string()
          .regex(/^[a-z0-9-]{1,200}\.png$/, 'Ask for /api/share/quests/{slug}.png')
          .transform((file) => file.slice(0, -'.png'.length)),
      }),
    },
    handler: async (request, reply) => {
      const quest = await quests.detail(guestViewer, request.params.file);
      const png = await questCardImage({
        title: quest.title ?? 'Quest',
        brand: quest.brand.name ?? '',
        reward: rewardLabel(quest),
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  });

  typed.route({
    method: 'GET',
    url: '/api/share/users/:file',
    schema: {
      summary:
        "A 1200×630 PNG link card of a person's public page: level, XP, streak, badges and public quests done (og:image of /users/{username})",
      tags: ['share'],
      params: z.object({
        file: z
          .string()
          .regex(/^[A-Za-z0-9_]{1,60}\.png$/, 'Ask for /api/share/users/{username}.png')
          .transform((file) => file.slice(0, -'.png'.length)),
      }),
      querystring: z.object({
        lang: z.enum(SERVER_LANGUAGES).default('en').describe('The language of the words on the card'),
      }),
    },
    handler: async (request, reply) => {
      const card = await passportCard(passports, request.params.file);
      const png = await passportCardImage(card, passportWords(card, request.query.lang));
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  });

  app.get('/api/share/site.png', { schema: { hide: true } }, async (_request, reply) => {
    const png = await questCardImage({
      title: 'Turn your community into your growth engine',
      brand: 'Quests · Rewards · Community',
      reward: 'token rewards',
    });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await publicPages(db);
    const urls = [{ path: '/', updatedAt: null }, { path: '/quests', updatedAt: null }, ...pages].map(
      (page) =>
        `<url><loc>${escapeMarkup(`${publicUrl}${page.path}`)}</loc>${
          page.updatedAt ? `<lastmod>${page.updatedAt.toISOString()}</lastmod>` : ''
        }</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const rules = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Allow: /api/share/',
      'Disallow: /settings',
      'Disallow: /inbox',
      'Disallow: /brands-dashboard',
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${rules.join('\n')}\n`);
  });
}
