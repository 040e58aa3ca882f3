import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { addressDigest } from '../../lib/address-digest';
import type { SessionsService } from '../auth/auth.module';
import { EmailCodes } from '../users/users.module';
import { SiweCheck } from './siwe-check';
import { walletLoginRoutes } from './wallet-login.routes';
import { WalletLoginService } from './wallet-login.service';

/**
 * The wallet-login module's one door: sign in (or sign up) with a wallet by an EIP-4361 message, and the wallets
 * linked to an account. `chainIds` answers the chains a message may name (the main chain first).
 */
export function walletLoginModule(
  ctx: AppContext,
  uses: { sessions: SessionsService; chainIds: () => Promise<number[]>; events?: Pick<DomainEvents, 'record'> },
) {
  const walletLogin = new WalletLoginService({
    db: ctx.db,
    siwe: new SiweCheck(ctx.db, ctx.config.publicUrl, uses.chainIds),
    sessions: uses.sessions,
    limiter: ctx.authLimiter,
    botCheck: ctx.botCheck,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    mailer: ctx.mailer,
    signUpEnabled: ctx.config.signUpEnabled,
    signupAddress: (ip) => addressDigest(`signup:${ctx.config.jwtSecret}`, ip),
    events: uses.events,
  });
  return { walletLogin, routes: (app: FastifyInstance) => walletLoginRoutes(app, { walletLogin }) };
}
