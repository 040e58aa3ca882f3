import type { BodyOf } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export type SignInInput = BodyOf<typeof usersApi.signIn>;
export const signIn = (body: SignInInput) => api.call(usersApi.signIn, { body });
