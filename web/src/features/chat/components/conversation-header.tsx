import type { ChatRoom } from '@questboard/contract/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { roomSpeaker } from '../lib/room-speaker';

/**
 * Who the conversation is with (a brand's name and logo when opened from its page), linking to their page;
 * on narrow screens a way back to the list.
 */
export function ConversationHeader({ room }: { room: ChatRoom | undefined }) {
  const { t } = useTranslation();
  const speaker = room ? roomSpeaker(room) : null;
  const user = room?.pairUser;
  return (
    <header className="flex h-16 shrink-0 items-center gap-2 border-b border-zinc-800 px-2 sm:px-4">
      <Link
        to="/inbox"
        aria-label={t('chat.back')}
        className="rounded-md p-2 text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-violet-400 md:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      {speaker && user ? (
        <Link
          to={speaker.link}
          data-testid="conversation-with"
          className="flex min-w-0 items-center gap-3 rounded-lg p-1 pr-3 hover:bg-zinc-800/60 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <Avatar src={speaker.avatar} name={speaker.name} className="size-9 shrink-0" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{speaker.name}</span>
            <span className="truncate text-xs text-zinc-400">
              {speaker.brand
                ? t('chat.brand_owner')
                : speaker.aboutBrand
                  ? t('chat.about_brand', { username: user.username, brand: speaker.aboutBrand })
                  : `@${user.username}`}
            </span>
          </span>
        </Link>
      ) : (
        <span className="h-9 w-40 animate-pulse rounded-lg bg-zinc-800" aria-hidden="true" />
      )}
    </header>
  );
}
