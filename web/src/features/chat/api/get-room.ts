import type { ChatRoom } from '@questboard/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeyOf } from '../../../lib/query-keys';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';
import { withRoom } from '../lib/room-list';

/** Finds or creates the one room shared with `pairUserId` (about `brandId`, from its page) and caches it in the list. */
export function useGetRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pairUserId: string; brandId?: string }) => emitWithAck('getRoom', input),
    onSuccess: (room) => {
      queryClient.setQueryData<ChatRoom[]>(eventKeyOf('rooms'), (rooms) => rooms && withRoom(rooms, room));
    },
  });
}
