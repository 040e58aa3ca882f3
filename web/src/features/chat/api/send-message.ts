import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeyOf } from '../../../lib/query-keys';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';
import { useAuthStore } from '../../../stores/auth-store';
import { withRoomMessage } from '../lib/room-list';
import { addLiveMessage } from './add-live-message';

/** Sends a message; once stored, it shows in the conversation and the room list (its echo is ignored). */
export function useSendMessage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => emitWithAck('sendMessage', { roomId, message }),
    onSuccess: (message: ChatMessage) => {
      const selfId = useAuthStore.getState().currentUser?.id ?? '';
      addLiveMessage(queryClient, message);
      queryClient.setQueryData<ChatRoom[]>(
        eventKeyOf('rooms'),
        (rooms) => rooms && (withRoomMessage(rooms, message, { selfId, openRoomId: roomId }) ?? rooms),
      );
    },
  });
}
