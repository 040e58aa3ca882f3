import { devApi } from '@questboard/contract/auth';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { route } from '../http/route';
import { AppError, notFound } from '../lib/app-error';
import { isLocalRequest } from '../lib/loopback';
import { LedgerUsageError, planLedgerCommand } from './ledger-commands';

/**
 * DEV_LEDGER: the operator's ledger command over HTTP, from this machine only. An embedded database belongs to one
 * process, so without it an end-to-end test that funds a user stops the server, runs `npm run ledger` and starts
 * the server again. Refused in production (config.ts).
 */
export function ledgerOverHttpRoutes(app: FastifyInstance, db: Database): void {
  route(app, devApi.ledger, async ({ body, request }) => {
    if (!isLocalRequest(request)) throw notFound('Not found');
    try {
      return { output: await planLedgerCommand(body.args)(db) };
    } catch (error) {
      if (error instanceof LedgerUsageError) throw new AppError(400, ERROR_CODES.VALIDATION_ERROR, error.message);
      throw error;
    }
  });
}
