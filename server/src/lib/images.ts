import { ERROR_CODES } from '@questboard/contract/errors';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error';

const allowed = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;
type AllowedMime = keyof typeof allowed;

export interface CleanImage {
  data: Buffer;
  extension: (typeof allowed)[AllowedMime];
}

/**
 * Judges an upload by its bytes (not its name), then re-encodes it so that nothing but pixels is kept
 * (metadata and any trailing payload are dropped). Refuses anything but jpeg, png and gif with a 400.
 */
export async function cleanImage(input: Buffer, maxSide = 2048): Promise<CleanImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(type.mime in allowed)) {
    throw new AppError(400, ERROR_CODES.UNSUPPORTED_FILE_TYPE, 'Only jpeg, jpg, png and gif images are accepted');
  }
  const mime = type.mime as AllowedMime;
  try {
    const image = sharp(input, { animated: mime === 'image/gif', limitInputPixels: 50_000_000 })
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
