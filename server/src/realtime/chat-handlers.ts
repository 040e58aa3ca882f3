import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { ChatService } from '../modules/chat/chat.module';
import { readerChannel } from './hub';
import { onEvent } from './safe-handler';

/** The chat events of one connected, authenticated socket. */
export function registerChatHandlers(socket: Socket, chat: ChatService, log: FastifyBaseLogger): void {
  const userId: string = socket.data.userId;
  onEvent(socket, 'rooms', log, () => chat.rooms(userId));
  onEvent(socket, 'getRoom', log, (payload) => chat.getRoom(userId, payload));
  onEvent(socket, 'joinRoom', log, async (payload) => {
    const joined = await chat.joinRoom(userId, payload);
    await socket.join(readerChannel(joined.room.id, userId));
    return joined;
  });
  onEvent(socket, 'leaveRoom', log, async (payload) => {
    await socket.leave(readerChannel(await chat.leaveRoom(userId, payload), userId));
    return null;
  });
  onEvent(socket, 'sendMessage', log, (payload) => chat.send(userId, payload));
  onEvent(socket, 'chatHistory', log, (payload) => chat.history(userId, payload));
}
