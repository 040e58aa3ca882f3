import type { UserType } from '@questboard/contract/constants';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const updateRole = (type: UserType) => api.call(usersApi.updateProfile, { body: { type } });
