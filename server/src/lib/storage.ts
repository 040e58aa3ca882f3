import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded files live; `put` answers the public URL path of the stored file. */
export interface Storage {
  put(key: string, data: Buffer): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are relative paths made by the server (`avatars/<user>/<uuid>.jpg`): nothing climbs out of the folder. */
export function checkKey(key: string): void {
  if (key.includes('..') || key.startsWith('/') || key.includes('\\')) throw new Error('storage key must be relative');
}

/** The type an uploaded file is served with, from the extension the server gave it (images.ts picks it). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
  };
  return types[extension] ?? 'application/octet-stream';
}

/** Files on local disk under DATA_DIR/uploads, served by the app at /uploads/. */
export class DiskStorage implements Storage {
  readonly kind = 'disk';

  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async put(key: string, data: Buffer): Promise<string> {
    checkKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }
}
