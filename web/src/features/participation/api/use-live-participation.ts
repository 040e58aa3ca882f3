import type { Notification } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { useQueryClient } from '@tanstack/react-query';
import { keyOf } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';

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
    void client.invalidateQueries({ queryKey: keyOf(participationApi.userQuest, questId) });
    void client.invalidateQueries({ queryKey: keyOf(participationApi.rulesCheck, questId) });
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
