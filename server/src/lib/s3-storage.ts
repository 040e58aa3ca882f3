import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config-storage';
import { checkKey, contentTypeOf, type Storage, UPLOADS_URL_PREFIX } from './storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;
type S3Module = typeof import('@aws-sdk/client-s3');

/** One stored object as the uploads route streams it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
}

/**
 * Uploads in an S3-compatible bucket, so that every instance serves every file (the app answers /uploads/… from
 * the bucket: the URLs stored in the database are the same as on disk, and the bucket needs no public access).
 * The SDK is loaded on first use only: a server on local disk never pays for it.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private client?: Promise<{ s3: S3Client; sdk: S3Module }>;

  constructor(private readonly config: S3Config) {}

  private open() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.credentials,
        // Checksums only where S3 requires them: S3-compatible servers (MinIO releases, Ceph, R2) differ on the
        // newer trailing-checksum uploads the SDK sends by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.client;
  }

  async put(key: string, data: Buffer): Promise<string> {
    checkKey(key);
    const { s3, sdk } = await this.open();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.config.prefix + key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: 'public, max-age=604800, immutable',
      }),
    );
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /** The object stored under `key`, or null when there is none. */
  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    const { s3, sdk } = await this.open();
    try {
      const object = await s3.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + key }),
      );
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? contentTypeOf(key),
        length: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      if (
        error instanceof sdk.NoSuchKey ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  /** Answers whether the bucket can be reached (readiness). */
  async ping(): Promise<void> {
    const { s3, sdk } = await this.open();
    await s3.send(new sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    void this.client?.then(({ s3 }) => s3.destroy());
  }
}
