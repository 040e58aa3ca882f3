import type { ChatMessage } from '@questboard/contract/chat';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: ChatMessage[];
  selfId: string;
  /** The other person's name. */
  name: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
}

/** The scrollable conversation, oldest at the top; scrolling up loads older messages. */
export function MessageList({ messages, selfId, name, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onScroll = useChatScroll(ref, {
    messages,
    selfId,
    canLoadOlder: hasOlder && !loadingOlder,
    loadOlder: onLoadOlder,
  });
  return (
    <div
      ref={ref}
      role="log"
      aria-label={t('chat.messages', { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation (and so load older messages) with the arrow keys
      tabIndex={0}
      onScroll={onScroll}
      className="relative flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-400 sm:px-6"
    >
      <p className="py-2 text-center text-xs text-zinc-500" aria-live="polite">
        {loadingOlder && t('chat.loading_older')}
        {!hasOlder && messages.length > 0 && t('chat.start_of_conversation', { name })}
      </p>
      {messages.length === 0 && !hasOlder && (
        <p className="m-auto text-sm text-zinc-400">{t('chat.empty_conversation', { name })}</p>
      )}
      <ol className="mt-auto flex flex-col gap-3">
        {messages.map((message) => {
          const own = message.senderId === selfId;
          return (
            <MessageBubble key={message.id} message={message} own={own} sender={own ? t('chat.you_sender') : name} />
          );
        })}
      </ol>
    </div>
  );
}
