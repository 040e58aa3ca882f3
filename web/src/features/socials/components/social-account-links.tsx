import { useTranslation } from 'react-i18next';
import { networkName } from '../../../domain/network-name';
import { useBrandSocials, useUserSocials } from '../api/public-socials';

interface Account {
  network: string;
  username: string;
  profileUrl: string | null;
}

/** Network and handle of each account, linked to the profile on that network; nothing while none is known. */
function AccountLinks({ accounts, label, verified }: { accounts: Account[]; label: string; verified?: boolean }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {accounts.map((account) => {
        const text = (
          <>
            <span className="text-zinc-400">{networkName(account.network)}</span>
            <span className="font-medium">@{account.username.replace(/^@/, '')}</span>
            {verified && (
              <span className="text-emerald-300" title={t('socials.public.verified_title')}>
                ✓<span className="sr-only">{t('socials.public.verified_title')}</span>
              </span>
            )}
          </>
        );
        const chip = 'inline-flex items-center gap-1.5 rounded-full bg-zinc-800 px-3 py-1 text-xs text-zinc-200';
        return (
          <li key={account.network}>
            {account.profileUrl ? (
              <a
                href={account.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${chip} hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-violet-400`}
              >
                {text}
              </a>
            ) : (
              <span className={chip}>{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The social accounts a person connected, on their public profile. */
export function UserSocialLinks({ username }: { username: string }) {
  const { t } = useTranslation();
  const socials = useUserSocials(username);
  return <AccountLinks accounts={socials.data?.items ?? []} label={t('socials.public.user_accounts')} />;
}

/** The accounts a brand proved, marked verified, on the brand's page. */
export function BrandVerifiedAccounts({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const socials = useBrandSocials(brandId);
  return <AccountLinks accounts={socials.data?.items ?? []} label={t('socials.public.brand_accounts')} verified />;
}
