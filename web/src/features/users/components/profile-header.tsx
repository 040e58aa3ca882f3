import type { PublicUser } from '@questboard/contract/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';

/** Who this is: avatar, names, role, bio and since when; `actions` go beside the names, `extra` under the bio. */
export function ProfileHeader({ user, actions, extra }: { user: PublicUser; actions?: ReactNode; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const joined = new Date(user.createdAt).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' });
  return (
    <Card className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar src={user.avatar} name={user.displayName || user.username} className="size-20 text-3xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold tracking-tight">{user.displayName || user.username}</h1>
            <p className="text-sm text-zinc-400">
              @{user.username} · {t(`auth.form.roles_select.${user.type}`)}
            </p>
          </div>
          {actions}
        </div>
        {user.bio && <p className="text-sm whitespace-pre-line text-zinc-300">{user.bio}</p>}
        {extra}
        <p className="text-xs text-zinc-500">
          {user.location && <span>{user.location.label} · </span>}
          {t('users.joined', { date: joined })}
        </p>
      </div>
    </Card>
  );
}
