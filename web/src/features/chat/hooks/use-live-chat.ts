import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { eventKeyOf } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { useAuthStore } from '../../../stores/auth-store';
import { addLiveMessage } from '../api/add-live-message';
import { withRoomMessage } from '../lib/room-list';

/**
 * Keeps the inbox live: each newMessage lands in its conversation and moves its room up; after a
 * reconnection everything is fetched again (and the open room joined again) to catch what was missed.
 */
export function useLiveChat(openRoomId: string | null) {
  const queryClient = useQueryClient();
  const selfId = useAuthStore((s) => s.currentUser?.id ?? '');

  useSocketEvent('newMessage', (message: ChatMessage) => {
    addLiveMessage(queryClient, message);
    const rooms = queryClient.getQueryData<ChatRoom[]>(eventKeyOf('rooms'));
    const next = rooms && withRoomMessage(rooms, message, { selfId, openRoomId });
    if (next) queryClient.setQueryData(eventKeyOf('rooms'), next);
    else void queryClient.invalidateQueries({ queryKey: eventKeyOf('rooms') });
  });

  useOnReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: eventKeyOf('rooms') });
    void queryClient.invalidateQueries({ queryKey: eventKeyOf('joinRoom') });
  });
}
