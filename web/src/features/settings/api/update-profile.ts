import { type UpdateProfileInput, usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const updateProfile = (body: UpdateProfileInput) => api.call(usersApi.updateProfile, { body });
