import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@questboard/contract/constants';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export type AvatarProblem = 'file_type' | 'file_size';

/** Checks type and size before anything is sent (spec §5). */
export function checkAvatar(file: File): AvatarProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'file_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'file_size';
  return null;
}

export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return api.call(usersApi.uploadAvatar, { formData });
}
