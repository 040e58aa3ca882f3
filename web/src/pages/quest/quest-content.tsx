import type { QuestDetail } from '@questboard/contract/quests';
import { Deferred } from '../../components/deferred';
import { QuestBadgeNote } from '../../features/badges/components/quest-badge-note';
import { HowItPays } from '../../features/distribution/components/how-it-pays';
import { useEligibility } from '../../features/eligibility/api/eligibility';
import { MyRisk } from '../../features/eligibility/components/my-risk';
import { WhoMayTakePart } from '../../features/eligibility/components/who-may-take-part';
import { useConditionChecks } from '../../features/participation/api/condition-checks';
import { useUserQuest } from '../../features/participation/api/participation';
import { CheckedByBrand } from '../../features/participation/components/checked-by-brand';
import { ParticipationPanel } from '../../features/participation/components/participation-panel';
import { QuestActivity } from '../../features/participation/components/quest-activity';
import { QuestDescription } from '../../features/quests/components/quest-description';
import { QuestFacts } from '../../features/quests/components/quest-facts';
import { QuestHero } from '../../features/quests/components/quest-hero';
import { QuestRequirements } from '../../features/quests/components/quest-requirements';
import { RelatedQuests } from '../../features/quests/components/related-quests';
import { BringAFriend } from '../../features/referrals/components/bring-a-friend';
import { useViewer } from '../../hooks/use-viewer';

/**
 * A loaded quest: what it is and pays, what to do, taking part, who took part, and similar quests. What the server's
 * first paint shows (hero, facts, description) renders at once; each part below it in a task of its own, so the
 * page does not block input as one long task while it starts.
 */
export function QuestContent({ quest }: { quest: QuestDetail }) {
  const { signedIn } = useViewer();
  const userQuest = useUserQuest(quest.id);
  const paysAtEnd = quest.pool !== null;
  const eligibility = useEligibility(quest.id);
  const checks = useConditionChecks();
  // Once someone has started, the participation panel lists the conditions and tasks with their controls.
  const showRequirements = !signedIn || quest.isOwner || userQuest.isError || userQuest.data?.status === 'NOT_STARTED';
  return (
    <div className="flex flex-col gap-10">
      <QuestHero quest={quest} />
      <div className="grid gap-6 lg:grid-cols-3">
        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-start-1 lg:self-start">
          <QuestFacts quest={quest} />
          <Deferred>
            <HowItPays questId={quest.id} rewardAmount={quest.rewardAmount} ended={quest.phase === 'ENDED'} />
          </Deferred>
          <Deferred>
            <QuestBadgeNote questId={quest.id} />
          </Deferred>
          <Deferred>
            <BringAFriend
              questId={quest.id}
              enabled={signedIn && !quest.isOwner && !paysAtEnd && quest.phase !== 'ENDED'}
            />
          </Deferred>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <QuestDescription text={quest.description} />
          <Deferred>
            {showRequirements && (
              <QuestRequirements
                quest={quest}
                conditionNote={(c) => checks.byBrand(c.network, c.action) && <CheckedByBrand />}
              />
            )}
          </Deferred>
          <Deferred>
            <WhoMayTakePart questId={quest.id} />
          </Deferred>
          <Deferred>
            <MyRisk questId={quest.id} enabled={signedIn && !quest.isOwner} />
          </Deferred>
          <Deferred>
            <ParticipationPanel quest={quest} paysAtEnd={paysAtEnd} ineligible={eligibility.data?.eligible === false} />
          </Deferred>
          <Deferred>
            <QuestActivity questId={quest.id} />
          </Deferred>
        </div>
      </div>
      <Deferred>
        <RelatedQuests questId={quest.id} />
      </Deferred>
    </div>
  );
}
