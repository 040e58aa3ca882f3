// The cluster's object storage: s3rver (an S3-compatible server from npm) with one bucket, so that an upload through
// one instance is served by every other (each instance's own disk would answer 404 for the others' files).
import { join } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'questboard';

export interface ObjectStorage {
  /** What every instance needs to use it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startObjectStorage(dir: string): Promise<ObjectStorage> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
