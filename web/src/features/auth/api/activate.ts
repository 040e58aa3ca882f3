import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const activate = (body: BodyOf<typeof usersApi.activate>) => api.call(usersApi.activate, { body });
