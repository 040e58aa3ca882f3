import type { Notification } from '@questboard/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { participationKeys } from './participation';

const ABOUT_PARTICIPATION: ReadonlySet<Notification['type']> = new Set(['QUEST_RESULT_REVIEWED', 'REWARD_PAID']);

/**
 * Keeps a quest's participation current while its panel shows: a review decided or a reward paid (told through
 * the `notification` socket event) and a reconnection refetch the participation and the eligibility.
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
  useOnReconnect(refresh);
}
