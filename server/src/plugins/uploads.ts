import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error';
import type { S3Storage } from '../lib/s3-storage';
import { type DiskStorage, UPLOADS_URL_PREFIX } from '../lib/storage';

const CACHE = 'public, max-age=604800, immutable';

/** Serves uploaded files at /uploads/…: from the disk folder, or streamed from the bucket. */
export async function registerUploads(app: FastifyInstance, storage: DiskStorage | S3Storage): Promise<void> {
  if (storage.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
    });
    return;
  }
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!key || key.includes('..') || key.startsWith('/')) throw notFound('No such file.');
    const object = await storage.get(key);
    if (!object) throw notFound('No such file.');
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.code(304).header('etag', object.etag).header('cache-control', CACHE).send();
    }
    reply.header('content-type', object.contentType).header('cache-control', CACHE);
    if (object.etag) reply.header('etag', object.etag);
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
}
