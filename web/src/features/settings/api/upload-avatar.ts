import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return api.call(usersApi.uploadAvatar, { formData });
}
