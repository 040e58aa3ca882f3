import type { ChatRoom } from '@questboard/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';
import { withRoom } from '../model/room-list';
import { chatKeys } from './chat-keys';

/** Finds or creates the one room shared with `pairUserId` and puts it in the cached room list. */
export function useGetRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pairUserId: string) => emitWithAck('getRoom', { pairUserId }),
    onSuccess: (room) => {
      queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms, (rooms) => rooms && withRoom(rooms, room));
    },
  });
}
