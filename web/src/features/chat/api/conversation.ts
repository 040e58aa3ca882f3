import { CHAT_HISTORY_DEFAULT, type ChatRoom, type HistoryPage } from '@questboard/contract/chat';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventKeyOf } from '../../../lib/query-keys';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';
import { socket } from '../../../lib/socket/socket-client';
import { firstPage, olderPageParam } from '../lib/message-pages';
import { withRoom } from '../lib/room-list';

/**
 * One room's messages: joinRoom gives the newest page (and marks the room read), chatHistory with
 * lastMessageId each older page of CHAT_HISTORY_DEFAULT. Leaving the screen leaves the room.
 */
export function useConversation(roomId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      // A closed connection has left every room already; a buffered leave would reach the next session.
      if (socket.connected) emitWithAck('leaveRoom', { roomId }).catch(() => undefined);
    },
    [roomId],
  );
  return useInfiniteQuery({
    queryKey: eventKeyOf('joinRoom', roomId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<HistoryPage> => {
      if (pageParam) {
        return emitWithAck('chatHistory', { roomId, limit: CHAT_HISTORY_DEFAULT, lastMessageId: pageParam });
      }
      const joined = await emitWithAck('joinRoom', { roomId });
      queryClient.setQueryData<ChatRoom[]>(eventKeyOf('rooms'), (rooms) => rooms && withRoom(rooms, joined.room));
      return firstPage(joined);
    },
    getNextPageParam: olderPageParam,
    // Every visit joins the room again, so the server knows it is open and marks it read.
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
}
