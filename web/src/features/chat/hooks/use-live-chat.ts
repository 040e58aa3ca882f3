import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { useAuthStore } from '../../../stores/auth-store';
import { chatKeys } from '../api/chat-keys';
import { type Conversation, withLiveMessage } from '../model/message-pages';
import { withRoomMessage } from '../model/room-list';

/**
 * Keeps the inbox live: each newMessage lands in its conversation and moves its room up; after a
 * reconnection everything is fetched again (and the open room joined again) to catch what was missed.
 */
export function useLiveChat(openRoomId: string | null) {
  const queryClient = useQueryClient();
  const selfId = useAuthStore((s) => s.currentUser?.id ?? '');

  useSocketEvent('newMessage', (message: ChatMessage) => {
    queryClient.setQueryData<Conversation>(chatKeys.conversation(message.roomId), (data) =>
      data ? withLiveMessage(data, message) : data,
    );
    const rooms = queryClient.getQueryData<ChatRoom[]>(chatKeys.rooms);
    const next = rooms && withRoomMessage(rooms, message, { selfId, openRoomId });
    if (next) queryClient.setQueryData(chatKeys.rooms, next);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
  });

  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all }));
}
