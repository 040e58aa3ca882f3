import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const isUsernameAvailable = async (username: string) =>
  (await api.call(usersApi.usernameCheck, { query: { username } })).available;
