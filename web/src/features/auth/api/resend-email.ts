import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

export const resendEmail = (email: string) => api.call(usersApi.resendEmail, { body: { email, type: 'REGISTER' } });
