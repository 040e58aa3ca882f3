import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth-store';
import { useRooms } from '../api/rooms';
import { RoomListItem } from './room-list-item';

/** The user's conversations, newest activity first, with loading, error and empty states. */
export function RoomList({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const selfId = useAuthStore((s) => s.currentUser?.id ?? '');
  const rooms = useRooms();

  if (rooms.isPending) {
    return (
      <ul className="flex flex-col gap-1 p-2" aria-busy="true" aria-label={t('chat.loading_rooms')}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className="flex items-center gap-3 px-2 py-2">
            <span className="size-11 animate-pulse rounded-full bg-zinc-800" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-3 w-1/2 animate-pulse rounded bg-zinc-800" />
              <span className="h-3 w-3/4 animate-pulse rounded bg-zinc-800/70" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (rooms.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-red-300">
        {t('chat.load_failed')}
        <Button variant="secondary" size="sm" onClick={() => rooms.refetch()}>
          {t('shared.retry')}
        </Button>
      </div>
    );
  }
  if (rooms.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-center">
        <p className="font-medium">{t('chat.no_rooms')}</p>
        <p className="text-sm text-zinc-400">{t('chat.no_rooms_hint')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-zinc-800/70">
      {rooms.data.map((room) => (
        <li key={room.id}>
          <RoomListItem room={room} selfId={selfId} selected={room.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}
