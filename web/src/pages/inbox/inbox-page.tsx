import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRooms } from '../../features/chat/api/rooms';
import { ConnectionBanner } from '../../features/chat/components/connection-banner';
import { Conversation } from '../../features/chat/components/conversation';
import { NoRoomSelected } from '../../features/chat/components/no-room-selected';
import { RoomList } from '../../features/chat/components/room-list';
import { useLiveChat } from '../../features/chat/hooks/use-live-chat';
import { cn } from '../../lib/cn';
import { UUID } from '../../lib/route-helpers';

/** Rooms beside the open conversation (`?room=`); narrow screens show one or the other. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const validRoomId = roomId && UUID.test(roomId) ? roomId : null;
  useLiveChat(validRoomId);
  const room = useRooms().data?.find((r) => r.id === validRoomId);

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-7xl flex-col sm:px-6 sm:py-6 lg:px-8">
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden bg-zinc-900/70 sm:rounded-2xl sm:ring-1 sm:ring-zinc-800">
        <ConnectionBanner />
        <div className="flex min-h-0 flex-1">
          <section
            aria-labelledby="inbox-title"
            className={cn('w-full flex-col border-zinc-800 md:flex md:w-80 md:border-r', roomId ? 'hidden' : 'flex')}
          >
            <h1
              id="inbox-title"
              className="flex h-16 shrink-0 items-center border-b border-zinc-800 px-4 text-lg font-semibold"
            >
              {t('chat.title')}
            </h1>
            <div className="relative min-h-0 flex-1 overflow-y-auto">
              <RoomList selectedId={validRoomId} />
            </div>
          </section>
          <section
            aria-label={
              room ? t('chat.messages', { name: room.pairUser.displayName || room.pairUser.username }) : undefined
            }
            className={cn('min-w-0 flex-1 flex-col md:flex', roomId ? 'flex' : 'hidden')}
          >
            {validRoomId ? (
              <Conversation key={validRoomId} roomId={validRoomId} room={room} />
            ) : roomId ? (
              <p role="alert" className="m-auto p-6 text-sm text-zinc-300">
                {t('chat.room_not_found')}
              </p>
            ) : (
              <NoRoomSelected />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
