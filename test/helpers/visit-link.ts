import { participationApi } from '@questboard/contract/participation';
import type { FastifyInstance } from 'fastify';
import { callEndpoint } from './api';

/**
 * Opens a VISIT_LINK condition's link the way a participant does: asks for the tracked link, then follows it
 * (which records the visit). Answers the tracked link's answer (302 to the condition's link).
 */
export async function openVisitLink(app: FastifyInstance, conditionId: string, headers: Record<string, string>) {
  const answer = await callEndpoint(app, participationApi.visit, { params: { id: conditionId }, headers });
  if (answer.statusCode !== 200) return answer;
  const tracked = new URL(answer.json<{ url: string }>().url);
  return app.inject({ method: 'GET', url: `${tracked.pathname}${tracked.search}` });
}
