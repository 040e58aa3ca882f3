-- Issue 37, referrals: what a first-come quest pays from its escrow to whoever brought a participant, when that
-- participant's reward is paid (base units; 0 = no bonus). Set by the owner while the quest is a draft.
ALTER TABLE "quests" ADD COLUMN "referral_bonus" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_referral_bonus_not_negative" CHECK ("quests"."referral_bonus" >= 0);
