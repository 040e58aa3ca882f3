import type { ChatRoom } from '@questboard/contract/chat';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SocketRefusal } from '../../../lib/socket/emit-with-ack';
import { useAuthStore } from '../../../stores/auth-store';
import { useConversation } from '../api/conversation';
import { messagesOldestFirst } from '../lib/message-pages';
import { roomSpeaker } from '../lib/room-speaker';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/** The open room: who it is with, its messages (older ones on scroll up) and the send box. */
export function Conversation({ roomId, room }: { roomId: string; room: ChatRoom | undefined }) {
  const { t } = useTranslation();
  const selfId = useAuthStore((s) => s.currentUser?.id ?? '');
  const conversation = useConversation(roomId);
  const name = room ? roomSpeaker(room).name : '';

  let body: ReactNode;
  if (conversation.isPending) {
    body = (
      <p className="m-auto text-sm text-zinc-400" aria-busy="true">
        {t('chat.loading_messages')}
      </p>
    );
  } else if (conversation.isError) {
    const notFound = conversation.error instanceof SocketRefusal;
    body = (
      <div role="alert" className="m-auto flex flex-col items-center gap-3 p-6 text-center text-sm text-zinc-300">
        {t(notFound ? 'chat.room_not_found' : 'chat.load_failed')}
        {!notFound && (
          <Button variant="secondary" size="sm" onClick={() => conversation.refetch()}>
            {t('shared.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <MessageList
        messages={messagesOldestFirst(conversation.data)}
        selfId={selfId}
        name={name}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
      />
    );
  }

  return (
    <>
      <ConversationHeader room={room} />
      {body}
      {conversation.isSuccess && <MessageComposer key={roomId} roomId={roomId} />}
    </>
  );
}
