import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document built from the route schemas, at /api/openapi.json, with a reference UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Questboard API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          brandApiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'qb_<prefix>_<secret>',
            description:
              "A brand's API key: acts as the brand's owner for that brand only; read keys call GET endpoints only. " +
              'Only endpoints whose security lists brandApiKey accept one (403 elsewhere); 429 with Retry-After past the per-key limit.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
