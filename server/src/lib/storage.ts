import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded files live; `put` answers the public URL path of the stored file. */
export interface Storage {
  put(key: string, data: Buffer): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files on local disk under DATA_DIR/uploads, served by the app at /uploads/. */
export class DiskStorage implements Storage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async put(key: string, data: Buffer): Promise<string> {
    if (key.includes('..') || key.startsWith('/')) throw new Error('storage key must be relative');
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }
}
