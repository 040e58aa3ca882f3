import type { AppContext } from '../../context';

type Check = 'ok' | 'failed' | 'off';
export interface Readiness {
  ready: boolean;
  checks: { database: Check; redis: Check; storage: Check };
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

const outcome = async (probe: Promise<unknown>): Promise<Check> =>
  within(2_000, probe).then(
    () => 'ok',
    () => 'failed',
  );

/**
 * Whether this instance should get traffic: the database (and Redis and the bucket, when configured) answer within
 * two seconds, and it is not shutting down. A load balancer stops sending to it as soon as this turns false.
 */
export async function readiness(
  ctx: Pick<AppContext, 'database' | 'redis' | 'storage' | 'lifecycle'>,
): Promise<Readiness> {
  const [database, redis, storage] = await Promise.all([
    outcome(ctx.database.ping()),
    ctx.redis ? outcome(ctx.redis.ping()) : Promise.resolve<Check>('off'),
    ctx.storage.kind === 's3' ? outcome(ctx.storage.ping()) : Promise.resolve<Check>('off'),
  ]);
  const checks = { database, redis, storage };
  return { ready: !ctx.lifecycle.draining && !Object.values(checks).includes('failed'), checks };
}
