import { z } from 'zod';

/** The environment variables of object storage, merged into the app's env schema. */
export const storageEnv = {
  /** The bucket uploads go to; without it they stay on local disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().optional(),
  /** An S3-compatible server's address (MinIO, R2, Ceph…); without it, AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().trim().url().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  /** Credentials; without them the AWS SDK's own chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  /** A folder inside the bucket for this deployment's files (`questboard/`). */
  S3_PREFIX: z.string().trim().default(''),
};

export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      prefix: string;
    };

type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

export class StorageConfigError extends Error {}

export function readStorageConfig(env: StorageEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'disk' };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new StorageConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: pathStyle === undefined ? Boolean(env.S3_ENDPOINT) : ['on', 'true', '1'].includes(pathStyle),
    prefix: env.S3_PREFIX.replace(/^\/+/, '').replace(/([^/])$/, '$1/'),
  };
}
