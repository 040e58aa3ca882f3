import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const changePassword = (body: BodyOf<typeof usersApi.changePassword>) =>
  api.call(usersApi.changePassword, { body });
