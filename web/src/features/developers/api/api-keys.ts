import { type ApiKeyScope, apiKeysApi } from '@questboard/contract/api-keys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The brand's API keys, revoked and rotated ones included. */
export const useApiKeys = (brandId: string) =>
  useQuery({
    queryKey: keyOf(apiKeysApi.list, brandId),
    queryFn: () => api.call(apiKeysApi.list, { params: { id: brandId } }),
  });

/** A new key; the answer's `secret` is shown once. */
export const createApiKey = (brandId: string, body: { name: string; scope: ApiKeyScope }) =>
  api.call(apiKeysApi.create, { params: { id: brandId }, body });

export const revokeApiKey = (brandId: string, keyId: string) =>
  api.call(apiKeysApi.revoke, { params: { id: brandId, keyId } });

/** A new key replacing this one; the old one keeps working for a day. */
export const rotateApiKey = (brandId: string, keyId: string) =>
  api.call(apiKeysApi.rotate, { params: { id: brandId, keyId }, body: {} });
