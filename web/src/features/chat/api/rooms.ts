import { queryOptions, useQuery } from '@tanstack/react-query';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';
import { chatKeys } from './chat-keys';

/** The user's rooms, newest activity first; always fresh on mount since live updates only reach an open inbox. */
export const roomsQuery = queryOptions({
  queryKey: chatKeys.rooms,
  queryFn: () => emitWithAck('rooms'),
  staleTime: 0,
});

export const useRooms = () => useQuery(roomsQuery);
