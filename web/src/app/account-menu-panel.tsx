import { defineAbilityFor } from '@questboard/contract/permissions';
import type { Profile } from '@questboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyLevel } from '../features/xp/components/my-level';
import { shortenAddress } from '../lib/shorten-address';
import { usePopupStore } from '../stores/popup-store';
import { LazyHeaderBalance } from './lazy-header-balance';

const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-zinc-200 hover:bg-zinc-800';

/** The open account menu: who is signed in, their balance and where they can go. */
export default function AccountMenuPanel({
  user,
  onClose,
  onLogout,
}: {
  user: Profile;
  onClose(): void;
  onLogout(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="absolute right-0 z-40 mt-2 w-60 rounded-xl bg-zinc-900 p-2 shadow-xl ring-1 ring-zinc-700">
      <div className="px-3 py-2">
        <p className="truncate text-sm font-semibold">{user.displayName ?? user.username}</p>
        <p className="truncate text-xs text-zinc-400">{user.email ?? `@${user.username}`}</p>
        {user.cryptoAddress && (
          <p className="mt-1 font-mono text-xs text-violet-400" title={user.cryptoAddress}>
            {shortenAddress(user.cryptoAddress)}
          </p>
        )}
      </div>
      <MyLevel onNavigate={() => onClose()} />
      <LazyHeaderBalance className="mx-3 mb-2 inline-flex sm:hidden" onNavigate={() => onClose()} />
      {!user.roleChosen && (
        // Closing the role dialog must not lose the choice: it stays here until it is made.
        <button
          type="button"
          className={`${item} bg-violet-600/15 font-medium text-violet-200`}
          onClick={() => {
            onClose();
            usePopupStore.getState().openPopup('roles-select');
          }}
        >
          {t('auth.form.roles_select.finish')}
        </button>
      )}
      <hr className="my-1 border-zinc-800" />
      <Link className={item} to="/dashboard" onClick={() => onClose()}>
        {t('pages.dashboard')}
      </Link>
      {user?.username && (
        <Link className={item} to={`/users/${user.username}`} onClick={() => onClose()}>
          {t('people.profile.my_profile')}
        </Link>
      )}
      <Link className={item} to="/settings" onClick={() => onClose()}>
        {t('nav.settings')}
      </Link>
      <Link className={item} to="/inbox" onClick={() => onClose()}>
        {t('nav.inbox')}
      </Link>
      {defineAbilityFor(user).can('read', 'BrandDashboard') && (
        <Link className={item} to="/brands-dashboard" onClick={() => onClose()}>
          {t('nav.brands_dashboard')}
        </Link>
      )}
      <button type="button" className={item} onClick={onLogout}>
        {t('nav.logout')}
      </button>
    </div>
  );
}
