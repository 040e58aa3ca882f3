import type { UserSummary } from '@questboard/contract/people';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';

/** A person in a list: avatar and names linking to their profile, with optional extras and actions. */
export function PersonRow({ user, meta, actions }: { user: UserSummary; meta?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const name = user.displayName || user.username;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar src={user.avatar} name={name} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/users/${user.username}`}
          className="truncate font-medium text-zinc-100 hover:text-violet-300 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          {name}
        </Link>
        <span className="truncate text-xs text-zinc-400">
          @{user.username} · {t(`auth.form.roles_select.${user.type}`)}
          {meta}
        </span>
      </div>
      {actions}
    </li>
  );
}
