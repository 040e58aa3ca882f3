import { streaksApi } from '@questboard/contract/streaks';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { StreaksService } from './streaks.service';

export function streaksRoutes(
  app: FastifyInstance,
  uses: { streaks: StreaksService; people: { publicUser(userKey: string): Promise<{ id: string }> } },
): void {
  route(app, streaksApi.mine, ({ user }) => uses.streaks.mine(user.id));
  route(app, streaksApi.ofUser, async ({ query }) =>
    uses.streaks.ofUser((await uses.people.publicUser(query.userKey)).id),
  );
}
