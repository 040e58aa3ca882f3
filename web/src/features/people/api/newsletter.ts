import { newsletterApi } from '@questboard/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Signs up for the newsletter with a bot-check token solved for the action 'subscribe' (`useBotCheck`). */
export const useSubscribe = (botToken: () => Promise<string | undefined>) =>
  useMutation({
    mutationFn: async (email: string) =>
      api.call(newsletterApi.subscribe, { body: { email, recaptcha: await botToken() } }),
  });

/** Confirms or leaves the newsletter with the e-mailed token. */
export const useNewsletterLink = () =>
  useMutation({
    mutationFn: async ({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }): Promise<void> => {
      if (action === 'confirm') await api.call(newsletterApi.confirm, { body: { token } });
      else await api.call(newsletterApi.unsubscribe, { body: { token } });
    },
  });
