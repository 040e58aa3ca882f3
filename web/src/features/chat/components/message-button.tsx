import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageActionProps } from '../../../components/message-action';
import { Button } from '../../../components/ui/button';
import { SocketRefusal } from '../../../lib/socket/emit-with-ack';
import { toastError } from '../../../lib/toast';
import { useGetRoom } from '../api/get-room';

/**
 * "Message" on someone's profile or a brand's page: opens (or starts) the conversation with them (about that brand,
 * so it shows with the brand's name and logo). Rendered through `MessageAction`, which hides it on one's own.
 */
export default function MessageButton({ user, brandId, size }: MessageActionProps) {
  const { t } = useTranslation();
  const getRoom = useGetRoom();
  const navigate = useNavigate();

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
