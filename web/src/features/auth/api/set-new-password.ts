import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const setNewPassword = (body: BodyOf<typeof usersApi.setNewPassword>) =>
  api.call(usersApi.setNewPassword, { body });
