import { appealsApi } from '@questboard/contract/appeals';
import { eligibilityApi } from '@questboard/contract/eligibility';
import { riskApi } from '@questboard/contract/risk';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppealsService } from './appeals.service';
import type { EligibilityService } from './eligibility.service';
import type { RiskService } from './risk.service';

export function eligibilityRoutes(
  app: FastifyInstance,
  { eligibility, appeals, risk }: { eligibility: EligibilityService; appeals: AppealsService; risk: RiskService },
): void {
  route(app, eligibilityApi.get, ({ viewer, params }) => eligibility.get(viewer, params.id));
  route(app, eligibilityApi.set, ({ viewer, params, body }) => eligibility.set(viewer, params.id, body));
  route(app, appealsApi.mine, ({ user, params }) => appeals.mine(user, params.id));
  route(app, appealsApi.ask, ({ user, params, body }) => appeals.ask(user, params.id, body));
  route(app, appealsApi.list, ({ viewer, params }) => appeals.list(viewer, params.id));
  route(app, appealsApi.decide, ({ viewer, params, body }) => appeals.decide(viewer, params.id, params.appealId, body));
  route(app, riskApi.mine, ({ user, params }) => risk.mine(user, params.id));
  route(app, riskApi.list, ({ viewer, params, query }) => risk.list(viewer, params.id, query));
  route(app, riskApi.setLimit, ({ viewer, params, body }) => risk.setLimit(viewer, params.id, body));
}
