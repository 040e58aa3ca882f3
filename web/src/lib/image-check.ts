import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@questboard/contract/constants';

export type ImageProblem = 'file_type' | 'file_size';

/** Checks an image's type and size before anything is sent (docs/domain.md, Forms); answers the `errors.` key of the problem. */
export function checkImage(file: File): ImageProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'file_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'file_size';
  return null;
}
