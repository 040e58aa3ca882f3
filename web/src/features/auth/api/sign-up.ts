import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export type SignUpInput = BodyOf<typeof usersApi.signUp>;
export const signUp = (body: SignUpInput) => api.call(usersApi.signUp, { body });
