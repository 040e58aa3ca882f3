import type { FastifyInstance } from 'fastify';
import { socialAccounts } from '../../server/src/db/schema/social';

/** A social account connected by `userId`, with its token sealed as the connect flow stores it. */
export async function connectSocialAccount(
  app: FastifyInstance,
  userId: string,
  account: { network: 'TWITTER' | 'DISCORD' | 'TELEGRAM'; providerUserId: string; username: string; token?: string },
): Promise<void> {
  await app.ctx.db.insert(socialAccounts).values({
    userId,
    network: account.network,
    providerUserId: account.providerUserId,
    username: account.username,
    accessTokenEnc: account.token ? app.services.tokenCipher.encrypt(account.token) : null,
    scopes: [],
  });
}
