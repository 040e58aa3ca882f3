import { questsApi } from '@questboard/contract/quests';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ChainConditionInspector } from './conditions';
import type { Checkability, QuestListsService } from './quest-lists.service';
import type { QuestsService } from './quests.service';

export function questsRoutes(
  app: FastifyInstance,
  {
    quests,
    questLists,
    verifiers,
    chains,
  }: { quests: QuestsService; questLists: QuestListsService; verifiers: Checkability; chains: ChainConditionInspector },
): void {
  route(app, questsApi.create, (input) => quests.create(input.viewer, input.form.fields, input.form.files));
  route(app, questsApi.update, (input) =>
    quests.update(input.viewer, input.params.id, input.form.fields, input.form.files),
  );
  route(app, questsApi.creating, (input) => quests.creating(input.viewer, input.params.brandId));
  route(app, questsApi.socials, async ({ language }) => questLists.socials(language));
  route(app, questsApi.actions, async ({ query, language }) => questLists.actions(query.network, verifiers, language));
  route(app, questsApi.chains, () => chains.chains());
  route(app, questsApi.titleCheck, async ({ query }) => ({
    available: await quests.titleAvailable(query.brandId, query.title, query.questId),
  }));
  route(app, questsApi.list, (input) => questLists.list(input.viewer, input.query));
  route(app, questsApi.guests, (input) => questLists.list(input.viewer, input.query));
  route(app, questsApi.detail, (input) => quests.detail(input.viewer, input.params.id));
  route(app, questsApi.byBrand, (input) => questLists.ofBrand(input.viewer, input.params.brandId, input.query));
  route(app, questsApi.banners, ({ query }) => questLists.banners(query));
  route(app, questsApi.featured, ({ query }) => questLists.featured(query));
  route(app, questsApi.related, (input) => questLists.related(input.viewer, input.params.id, input.query));
}
