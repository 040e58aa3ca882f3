import type { ChatMessage } from '@questboard/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeyOf } from '../../../lib/query-keys';
import { type Conversation, withLiveMessage } from '../lib/message-pages';

/**
 * Adds a message (sent, or pushed live) to its cached conversation. A fetch of that conversation under way (the
 * rejoin after a reconnection) may have read the room before the message was stored, and would replace the
 * conversation without it when it lands: the message is added again to what it brings.
 */
export function addLiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  const queryKey = eventKeyOf('joinRoom', message.roomId);
  const add = () =>
    queryClient.setQueryData<Conversation>(queryKey, (data) => (data ? withLiveMessage(data, message) : data));
  add();
  const fetching = queryClient.getQueryCache().find({ queryKey, exact: true })?.promise;
  fetching?.then(add, () => undefined);
}
