import { CHAT_HISTORY_DEFAULT, type ChatMessage, type HistoryPage, type JoinedRoom } from '@questboard/contract/chat';
import type { InfiniteData } from '@tanstack/react-query';

/** A conversation as cached: page 0 comes from joinRoom, each later page from chatHistory; all newest first. */
export type Conversation = InfiniteData<HistoryPage, string | null>;

/** joinRoom's newest messages as the first page; a full page means older ones may exist. */
export function firstPage(joined: JoinedRoom): HistoryPage {
  return { messages: joined.messages, hasMore: joined.messages.length >= CHAT_HISTORY_DEFAULT };
}

/** The lastMessageId for the page before `page`, or undefined when the conversation starts there. */
export function olderPageParam(page: HistoryPage): string | undefined {
  return page.hasMore ? page.messages.at(-1)?.id : undefined;
}

/**
 * Every loaded message once, oldest first, as the conversation reads top to bottom. The server's order is
 * kept (it orders by sequence; two messages may share a timestamp), so the pages are only reversed.
 */
export function messagesOldestFirst(conversation: Pick<Conversation, 'pages'> | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const newestFirst = (conversation?.pages ?? []).flatMap((page) =>
    page.messages.filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id))),
  );
  return newestFirst.reverse();
}

/** Adds a live message to the newest page; a message already there (own send + its echo) is kept once. */
export function withLiveMessage(conversation: Conversation, message: ChatMessage): Conversation {
  if (conversation.pages.some((page) => page.messages.some((m) => m.id === message.id))) return conversation;
  const [newest, ...older] = conversation.pages;
  if (!newest) return conversation;
  return { ...conversation, pages: [{ ...newest, messages: [message, ...newest.messages] }, ...older] };
}
