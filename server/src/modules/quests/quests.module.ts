import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { CatalogueService } from '../catalogue/catalogue.module';
import type { ApiUrlCheck, ChainConditionInspector } from './conditions';
import { type Checkability, QuestListsService } from './quest-lists.service';
import { EMBEDDED_MATCH_SET_CAP, MATCH_SET_CAP } from './quest-match-set-cache';
import { questsRoutes } from './quests.routes';
import { QuestsService } from './quests.service';

/** The quests module's one door: quests and their conditions, who may see them, and the public lists. */
export function questsModule(
  ctx: AppContext,
  uses: {
    catalogue: CatalogueService;
    verifiers: Checkability;
    chainConditions: ChainConditionInspector;
    apiUrls: ApiUrlCheck;
  },
) {
  const quests = new QuestsService(
    ctx.db,
    ctx.storage,
    uses.catalogue,
    ctx.config.fees,
    uses.chainConditions,
    uses.apiUrls,
  );
  const matchSetCap = ctx.database.kind === 'pglite' ? EMBEDDED_MATCH_SET_CAP : MATCH_SET_CAP;
  const questLists = new QuestListsService(ctx.db, uses.catalogue, quests, matchSetCap);
  return {
    quests,
    questLists,
    routes: (app: FastifyInstance) =>
      questsRoutes(app, { quests, questLists, verifiers: uses.verifiers, chains: uses.chainConditions }),
  };
}

export type { ChainConditionInspector } from './conditions';
export { PublicAnswerCache } from './public-answer-cache';
export { assertOwner, type LoadedQuest, loadQuest } from './quest-access';
export type { QuestListsService } from './quest-lists.service';
export { nextPeriodStart, periodKey, periodStart } from './quest-period';
export {
  acceptsCompletion,
  assertVisible,
  escrowSql,
  isPublicQuest,
  paysAtEndSql,
  phaseOf,
  questNotFound,
  readableQuestSql,
  settledPoolSql,
} from './quest-rules';
export { toTask } from './quests.presenter';
export { findQuest, type QuestWithBrand, tasksOf } from './quests.repository';
export type { QuestsService } from './quests.service';
