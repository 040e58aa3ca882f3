import { z } from 'zod';
import { endpoint } from './endpoint';

const Check = z.enum(['ok', 'failed', 'off']);

/** What an operator's probes and a load balancer ask a server instance. */
export const operationsApi = {
  live: endpoint({
    method: 'GET',
    path: '/health/live',
    auth: false,
    summary: 'Liveness: 200 while the process serves requests at all (restart it when this fails)',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    auth: false,
    summary:
      'Readiness: 200 when this instance should get traffic (database and Redis answer, not shutting down); 503 otherwise',
    response: z.object({
      status: z.literal('ok'),
      checks: z.object({ database: Check, redis: Check, storage: Check }),
    }),
  }),
};
