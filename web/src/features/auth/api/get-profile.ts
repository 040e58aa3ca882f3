import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const getProfile = () => api.call(usersApi.profile);
