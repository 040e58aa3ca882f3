import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: BodyOf<typeof usersApi.resetPassword>) =>
  api.call(usersApi.resetPassword, { body });
