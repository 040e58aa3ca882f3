import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeyOf } from '../../../lib/query-keys';
import { emitWithAck } from '../../../lib/socket/emit-with-ack';

/** The user's rooms, newest activity first; always fresh on mount since live updates only reach an open inbox. */
export const roomsQuery = queryOptions({
  queryKey: eventKeyOf('rooms'),
  queryFn: () => emitWithAck('rooms'),
  staleTime: 0,
});

export const useRooms = () => useQuery(roomsQuery);
