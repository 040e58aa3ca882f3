import { socialsApi, type TelegramAuthBody } from '@questboard/contract/socials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';

/** Telegram's login widget; it calls back `window[TELEGRAM_CALLBACK]` with the signed answer. */
export const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
const TELEGRAM_CALLBACK = 'questboardTelegramAuth';

type TelegramAnswer = z.input<typeof TelegramAuthBody>;
declare global {
  interface Window {
    [TELEGRAM_CALLBACK]?: (answer: TelegramAnswer) => void;
  }
}

/**
 * "Log in with Telegram" through Telegram's own widget (a bot of ours, `botUsername`): Telegram signs who the person
 * is, the server checks the signature with the bot token and connects the account.
 */
export function TelegramConnect({ botUsername }: { botUsername: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const slot = useRef<HTMLDivElement>(null);
  const connect = useMutation({
    mutationFn: (body: TelegramAnswer) => api.call(socialsApi.telegramConnect, { body }),
    onSuccess: async () => {
      await invalidate(client, socialsApi.mySocials);
      toastSuccess(t('socials.connected', { network: 'Telegram' }));
    },
    onError: (error) => toastError(error),
  });
  const send = useRef(connect.mutate);
  send.current = connect.mutate;

  useEffect(() => {
    const target = slot.current;
    if (!target) return;
    window[TELEGRAM_CALLBACK] = (answer) => send.current(answer);
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_URL;
    script.dataset.telegramLogin = botUsername;
    script.dataset.size = 'medium';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${TELEGRAM_CALLBACK}(user)`;
    target.append(script);
    return () => {
      target.replaceChildren();
      delete window[TELEGRAM_CALLBACK];
    };
  }, [botUsername]);

  return (
    <div className="flex flex-col items-end gap-1">
      <div ref={slot} data-testid="telegram-widget" aria-busy={connect.isPending || undefined} />
      <p className="text-xs text-zinc-400">{t('socials.telegram_widget_hint')}</p>
    </div>
  );
}
