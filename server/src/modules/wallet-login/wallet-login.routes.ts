import { walletLoginApi } from '@questboard/contract/wallet-login';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { WalletLoginService } from './wallet-login.service';

export function walletLoginRoutes(app: FastifyInstance, { walletLogin }: { walletLogin: WalletLoginService }): void {
  route(app, walletLoginApi.nonce, ({ ip }) => walletLogin.nonce(ip));
  route(app, walletLoginApi.signIn, ({ body, ip, request }) =>
    walletLogin.signIn(body, { ip, userAgent: request.headers['user-agent']?.slice(0, 300) }),
  );
  route(app, walletLoginApi.list, async ({ user }) => ({ items: await walletLogin.listOf(user.id) }));
  route(app, walletLoginApi.link, ({ user, body }) => walletLogin.link(user, body));
  route(app, walletLoginApi.linkCode, ({ user }) => walletLogin.sendLinkCode(user));
  route(app, walletLoginApi.unlink, async ({ user, params }) => {
    await walletLogin.unlink(user, params.address);
    return { ok: true as const };
  });
}
