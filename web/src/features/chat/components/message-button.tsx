import type { PublicUser } from '@questboard/contract/users';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SocketRefusal } from '../../../lib/socket/emit-with-ack';
import { toastError } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { useGetRoom } from '../api/get-room';

/**
 * "Message" on someone's profile or a brand's page: opens (or starts) the conversation with them (about that brand,
 * so it shows with the brand's name and logo); hidden on one's own.
 */
export function MessageButton({
  user,
  brandId,
  size,
}: {
  user: Pick<PublicUser, 'id'>;
  brandId?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const selfId = useAuthStore((s) => (s.isAuthenticated ? s.currentUser?.id : undefined));
  const getRoom = useGetRoom();
  const navigate = useNavigate();
  if (!selfId || selfId === user.id) return null;

  function open() {
    getRoom.mutate(
      { pairUserId: user.id, brandId },
      {
        onSuccess: (room) => void navigate(`/inbox?room=${room.id}`),
        onError: (error) => {
          if (!(error instanceof SocketRefusal)) toastError(error);
        },
      },
    );
  }

  return (
    <Button onClick={open} loading={getRoom.isPending} size={size}>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {t('chat.message_user')}
    </Button>
  );
}
