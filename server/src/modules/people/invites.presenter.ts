import type { Invite, InvitedInfluencer, ReceivedInvite } from '@questboard/contract/invites';
import { formatTokens } from '@questboard/contract/money';
import type { QuestInviteRow } from '../../db/schema/people';
import { phaseOf } from '../quests/quests.module';
import type { ReceivedInviteRow } from './invites.repository';
import { toUserSummary, type UserSummaryRow } from './people.presenter';

export function toInvite(row: QuestInviteRow): Invite {
  return {
    id: row.id,
    questId: row.questId,
    userId: row.userId,
    title: row.title || null,
    message: row.message,
    status: row.status,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

export function toInvitedInfluencer(row: { invite: QuestInviteRow; user: UserSummaryRow }): InvitedInfluencer {
  return { ...toInvite(row.invite), user: toUserSummary(row.user) };
}

export function toReceivedInvite(row: ReceivedInviteRow, now = new Date()): ReceivedInvite {
  return {
    ...toInvite(row.invite),
    quest: {
      id: row.quest.id,
      title: row.quest.title,
      slug: row.quest.slug,
      image: row.quest.image,
      rewardAmount: formatTokens(row.quest.rewardAmount),
      pool: row.quest.paysAtEnd ? formatTokens(row.quest.settledPool ?? row.quest.escrow) : null,
      phase: phaseOf(row.quest, now),
    },
    brand: row.brand,
  };
}
