import { QUEST_FILES, QuestForm, questsApi } from '@questboard/contract/quests';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../http/multipart';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function questsRoutes(app: FastifyInstance, ctx: AppContext, { quests, questLists, verifiers }: Services): void {
  route(app, ctx, questsApi.create, async (input) => {
    const form = await readMultipartForm(input.request, QuestForm, QUEST_FILES);
    return quests.create(input, form.fields, form.files);
  });
  route(app, ctx, questsApi.update, async (input) => {
    const form = await readMultipartForm(input.request, QuestForm, QUEST_FILES);
    return quests.update(input, input.params.id, form.fields, form.files);
  });
  route(app, ctx, questsApi.creating, (input) => quests.creating(input, input.params.brandId));
  route(app, ctx, questsApi.socials, async () => questLists.socials());
  route(app, ctx, questsApi.actions, async ({ query }) => questLists.actions(query.network, verifiers));
  route(app, ctx, questsApi.titleCheck, async ({ query }) => ({
    available: await quests.titleAvailable(query.brandId, query.title, query.questId),
  }));
  route(app, ctx, questsApi.list, (input) => questLists.list(input, input.query));
  route(app, ctx, questsApi.guests, (input) => questLists.list(input, input.query));
  route(app, ctx, questsApi.detail, (input) => quests.detail(input, input.params.id));
  route(app, ctx, questsApi.byBrand, (input) => questLists.ofBrand(input, input.params.brandId, input.query));
  route(app, ctx, questsApi.banners, ({ query }) => questLists.banners(query));
  route(app, ctx, questsApi.featured, ({ query }) => questLists.featured(query));
  route(app, ctx, questsApi.related, (input) => questLists.related(input, input.params.id, input.query));
}
