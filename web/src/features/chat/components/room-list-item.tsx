import type { ChatRoom } from '@questboard/contract/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ShortTime } from '../../../components/ui/short-time';
import { cn } from '../../../lib/cn';
import { roomSpeaker } from '../lib/room-speaker';

interface RoomListItemProps {
  room: ChatRoom;
  selfId: string;
  selected: boolean;
}

/** One conversation in the list: who, the last message, when, and how many are unread. */
export function RoomListItem({ room, selfId, selected }: RoomListItemProps) {
  const { t } = useTranslation();
  const speaker = roomSpeaker(room);
  const name = speaker.name;
  const last = room.lastMessage;
  const preview = !last
    ? t('chat.no_preview')
    : last.senderId === selfId
      ? t('chat.you', { message: last.message })
      : last.message;
  const unread = room.unreadCount > 0;
  return (
    <Link
      to={`/inbox?room=${room.id}`}
      aria-current={selected ? 'page' : undefined}
      data-testid="room-item"
      className={cn(
        'flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-zinc-800/60',
        'focus-visible:bg-zinc-800/60 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-inset',
        selected && 'bg-zinc-800/80',
      )}
    >
      <Avatar src={speaker.avatar} name={name} className="size-11 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold text-zinc-50' : 'font-medium')}>{name}</span>
          <ShortTime iso={last?.createdAt ?? room.lastActivityAt} />
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'text-zinc-200' : 'text-zinc-400')}>{preview}</span>
          {unread && (
            <span
              data-testid="unread-badge"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-violet-600 px-1.5 text-xs font-semibold text-white"
            >
              <span aria-hidden="true">{room.unreadCount > 99 ? '99+' : room.unreadCount}</span>
              <span className="sr-only">{t('chat.unread', { count: room.unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
