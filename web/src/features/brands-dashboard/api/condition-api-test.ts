import { webhooksApi } from '@questboard/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends a custom API condition's test request, signed as a check would be; answers what was sent and received. */
export const useConditionApiTest = (brandId: string) =>
  useMutation({
    mutationFn: (url: string) => api.call(webhooksApi.conditionTest, { params: { id: brandId }, body: { url } }),
  });
