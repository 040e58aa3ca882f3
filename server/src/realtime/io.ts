import { SOCKET_MAX_PAYLOAD_BYTES } from '@questboard/contract/chat';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { loadRedisAdapter } from '../lib/redis-packages';
import type { ChatService } from '../modules/chat/chat.module';
import { registerChatHandlers } from './chat-handlers';
import { authenticate, originCheck } from './handshake';
import { type RealtimeHub, type RealtimeServer, sessionChannel, userChannel } from './hub';

/**
 * Socket.IO on the API's own HTTP server (same port), websocket transport only, so instances behind a load
 * balancer need no sticky sessions. With Redis, the redis adapter carries emits between instances.
 */
export function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  { hub, chat }: { hub: RealtimeHub; chat: ChatService },
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    allowRequest: originCheck(ctx.config, app.log),
    serveClient: false,
  });
  const pub = ctx.redis?.duplicate();
  const sub = ctx.redis?.duplicate();
  if (pub && sub) {
    for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    // The adapter drops the promise of each PUBLISH; with Redis away one would reject unhandled and end the process.
    const publish = pub.publish.bind(pub);
    pub.publish = ((channel: string, message: string) =>
      publish(channel, message).catch((err: Error) => {
        app.log.warn({ err: err.message }, 'redis publish failed');
        return 0;
      })) as typeof pub.publish;
    // An instance's answer to another's question goes to that instance alone, not to every instance.
    io.adapter(
      loadRedisAdapter()(pub, sub, { key: 'qb:io', requestsTimeout: 2000, publishOnSpecificResponseChannel: true }),
    );
  }
  authenticate(io, ctx);
  io.on('connection', (socket) => {
    void socket.join([userChannel(socket.data.userId), sessionChannel(socket.data.sessionId)]);
    registerChatHandlers(socket, chat, app.log);
  });
  hub.attach(io, { shared: Boolean(pub) });

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await chat.drain();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
  });
  return io;
}
