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
  route(app, eligibilityApi.get, ({ user, ability, params }) => eligibility.get({ user, ability }, params.id));
  route(app, eligibilityApi.set, ({ user, ability, params, body }) =>
    eligibility.set({ user, ability }, params.id, body),
  );
  route(app, appealsApi.mine, ({ user, params }) => appeals.mine(user, params.id));
  route(app, appealsApi.ask, ({ user, params, body }) => appeals.ask(user, params.id, body));
  route(app, appealsApi.list, ({ user, ability, params }) => appeals.list({ user, ability }, params.id));
  route(app, appealsApi.decide, ({ user, ability, params, body }) =>
    appeals.decide({ user, ability }, params.id, params.appealId, body),
  );
  route(app, riskApi.mine, ({ user, params }) => risk.mine(user, params.id));
  route(app, riskApi.list, ({ user, ability, params, query }) => risk.list({ user, ability }, params.id, query));
  route(app, riskApi.setLimit, ({ user, ability, params, body }) => risk.setLimit({ user, ability }, params.id, body));
}
