import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@questboard/contract/errors';
import pLimit from 'p-limit';
import { AppError } from './app-error';
import type { Storage } from './storage';

/**
 * sharp (libvips) and file-type load on the first image, not at start-up: together ~0.2 s of CPU and ~20 MiB that a
 * server which is not sent an image never needs.
 */
export const loadSharp = () => import('sharp').then((m) => m.default);

const allowed = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;
type AllowedMime = keyof typeof allowed;

/**
 * Decoding is what costs memory (4 bytes a pixel), so few images decode at once, and an image may not have
 * more pixels than its target needs: JPEG shrinks while it decodes (up to 1/8), so it may be 8× the target on
 * each side; PNG and GIF decode in full, so at most twice a 2048 px target on each side (16.8 MP, ~67 MB).
 */
const decodes = pLimit(2);
const maxInputPixels = (mime: AllowedMime, maxSide: number) =>
  mime === 'image/jpeg' ? Math.min(50_000_000, (maxSide * 8) ** 2) : (Math.max(maxSide, 2048) * 2) ** 2;

export interface CleanImage {
  data: Buffer;
  extension: (typeof allowed)[AllowedMime];
}

/**
 * Judges an upload by its bytes (not its name), then re-encodes it so that nothing but pixels is kept
 * (metadata and any trailing payload are dropped). Refuses anything but jpeg, png and gif with a 400.
 */
export async function cleanImage(input: Buffer, maxSide = 2048): Promise<CleanImage> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(input);
  if (!type || !(type.mime in allowed)) {
    throw new AppError(400, ERROR_CODES.UNSUPPORTED_FILE_TYPE, 'Only jpeg, jpg, png and gif images are accepted');
  }
  const mime = type.mime as AllowedMime;
  const limit = maxInputPixels(mime, maxSide);
  const sharp = await loadSharp();
  const size = await sharp(input, { animated: mime === 'image/gif' })
    .metadata()
    .catch(() => null);
  if (!size?.width || !size.height) {
    throw new AppError(400, ERROR_CODES.UNSUPPORTED_FILE_TYPE, 'The image could not be read; it may be damaged');
  }
  if (size.width * (size.pageHeight ?? size.height) * (size.pages ?? 1) > limit) {
    throw new AppError(
      400,
      ERROR_CODES.UNSUPPORTED_FILE_TYPE,
      `The image is too large: at most ${(limit / 1_000_000).toFixed(1)} million pixels`,
    );
  }
  return decodes(() => reencode(input, mime, maxSide, limit));
}

async function reencode(input: Buffer, mime: AllowedMime, maxSide: number, limit: number): Promise<CleanImage> {
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { animated: mime === 'image/gif', limitInputPixels: limit })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const data =
      mime === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : mime === 'image/png'
          ? await image.png().toBuffer()
          : await image.gif().toBuffer();
    return { data, extension: allowed[mime] };
  } catch {
    throw new AppError(400, ERROR_CODES.UNSUPPORTED_FILE_TYPE, 'The image could not be read; it may be damaged');
  }
}

/** Checks and re-encodes an upload (see `cleanImage`) and stores it under `folder`; answers its public URL. */
export async function saveImage(storage: Storage, folder: string, input: Buffer, maxSide = 2048): Promise<string> {
  const image = await cleanImage(input, maxSide);
  return storage.put(`${folder}/${randomUUID()}.${image.extension}`, image.data);
}
