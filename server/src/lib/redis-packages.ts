import { createRequire } from 'node:module';

// ioredis and the Socket.IO Redis adapter take a tenth of a second to load and only a server configured with
// REDIS_URL uses them, so they are required when Redis is configured, not imported at start-up.
const requireHere = createRequire(import.meta.url);

export const loadRedis = (): typeof import('ioredis').Redis =>
  (requireHere('ioredis') as typeof import('ioredis')).Redis;

export const loadRedisAdapter = (): typeof import('@socket.io/redis-adapter').createAdapter =>
  (requireHere('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter')).createAdapter;
