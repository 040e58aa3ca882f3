import { socialsApi } from '@questboard/contract/socials';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { networkName } from '../../../domain/network-name';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { disconnectSocial, useMySocials } from '../api/my-socials';
import { useSocialProviders } from '../api/social-providers';
import { startConnect } from '../api/start-oauth';
import { TelegramConnect } from './telegram-connect';

/** Connect and disconnect each configured network (settings → socials, /web2-connect). */
export function SocialAccountsPanel({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const mine = useMySocials();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const configured = (providers.data?.items ?? []).filter((p) => p.configured);

  const connect = async (network: string) => {
    setBusy(network);
    try {
      await startConnect(network, { redirect });
    } catch (error) {
      toastError(error);
      setBusy(null);
    }
  };
  const disconnect = async (network: string) => {
    setBusy(network);
    try {
      await disconnectSocial(network);
      await invalidate(queryClient, socialsApi.mySocials);
      toastSuccess(t('socials.disconnected', { network: networkName(network) }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  if (providers.isPending || mine.isPending) return <p className="text-sm text-zinc-400">{t('socials.loading')}</p>;
  if (configured.length === 0) return <p className="text-sm text-zinc-400">{t('socials.none_configured')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {configured.map(({ network, telegramBotUsername }) => {
        const account = mine.data?.items.find((a) => a.network === network);
        return (
          <li key={network}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">{networkName(network)}</p>
                {account ? (
                  <p className="truncate text-sm text-zinc-300" data-testid={`social-${network}`}>
                    {account.profileUrl ? (
                      <a href={account.profileUrl} target="_blank" rel="noreferrer" className="hover:underline">
                        @{account.username}
                      </a>
                    ) : (
                      `@${account.username}`
                    )}
                    {!account.active && <span className="ml-2 text-amber-400">{t('socials.expired')}</span>}
                  </p>
                ) : (
                  <p className="text-sm text-zinc-400">{t('socials.not_connected')}</p>
                )}
              </div>
              {network === 'TELEGRAM' && !account ? (
                telegramBotUsername ? (
                  <TelegramConnect botUsername={telegramBotUsername} />
                ) : (
                  <p className="text-sm text-zinc-400">{t('socials.telegram_hint')}</p>
                )
              ) : account ? (
                <Button variant="secondary" loading={busy === network} onClick={() => void disconnect(network)}>
                  {t('socials.disconnect')}
                </Button>
              ) : (
                <Button loading={busy === network} onClick={() => void connect(network)}>
                  {t('socials.connect', { network: networkName(network) })}
                </Button>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
