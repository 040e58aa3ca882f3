import type { PublicUser } from '@questboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { displayName } from '../model/display-name';

/** Who the conversation is with, linking to their profile; on narrow screens a way back to the list. */
export function ConversationHeader({ user }: { user: PublicUser | undefined }) {
  const { t } = useTranslation();
  const name = user ? displayName(user) : '';
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
      {user ? (
        <Link
          to={`/users/${user.username}`}
          aria-label={t('chat.view_profile', { name })}
          className="flex min-w-0 items-center gap-3 rounded-lg p-1 pr-3 hover:bg-zinc-800/60 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <Avatar src={user.avatar} name={name} className="size-9 shrink-0" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{name}</span>
            <span className="truncate text-xs text-zinc-400">@{user.username}</span>
          </span>
        </Link>
      ) : (
        <span className="h-9 w-40 animate-pulse rounded-lg bg-zinc-800" aria-hidden="true" />
      )}
    </header>
  );
}
