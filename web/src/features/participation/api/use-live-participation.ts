import type { Notification } from '@questboard/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { participationKeys } from './participation';

const ABOUT_PARTICIPATION: ReadonlySet<Notification['type']> = new Set([
  'QUEST_RESULT_REVIEWED',
  'REWARD_PAID',
  'CONDITION_CHECKED',
]);

/**
 * Keeps a quest's participation current while its panel shows: a review decided, a reward paid or an automatic
 * social re-check (told through the `notification` and `participationChanged` socket events) and a reconnection refetch the participation and the eligibility.
 */
export function useLiveParticipation(questId: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: participationKeys.userQuest(questId) });
    void client.invalidateQueries({ queryKey: ['rules-check', questId] });
  };
  useSocketEvent('notification', (notification: Notification) => {
    if (ABOUT_PARTICIPATION.has(notification.type)) refresh();
  });
  // An automatic re-check was held again by the provider: its new time shows without a reload.
  useSocketEvent('participationChanged', (change: { questId: string }) => {
    if (change.questId === questId) refresh();
  });
  useOnReconnect(refresh);
}
