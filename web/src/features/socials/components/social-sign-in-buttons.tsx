import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { networkName } from '../../../domain/network-name';
import { toastError } from '../../../lib/toast';
import { useSocialProviders } from '../api/social-providers';
import { startLogin } from '../api/start-oauth';

/** "Continue with X" buttons for the sign-in networks this server has credentials for. */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const networks = (providers.data?.items ?? []).filter((p) => p.configured && p.login);
  if (networks.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-2">
      <p className="text-center text-sm text-zinc-400">{t('socials.or_continue_with')}</p>
      {networks.map(({ network }) => (
        <Button
          key={network}
          variant="secondary"
          loading={busy === network}
          onClick={async () => {
            setBusy(network);
            try {
              await startLogin(network, window.location.pathname + window.location.search);
            } catch (error) {
              toastError(error);
              setBusy(null);
            }
          }}
        >
          {t('socials.continue_with', { network: networkName(network) })}
        </Button>
      ))}
    </div>
  );
}
