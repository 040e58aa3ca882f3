-- Recurring quests and streaks (issue 37 item 2): a quest's recurrence, one participation per person and period
-- (the period's first day, UTC; '' for a quest that happens once), and the person's time zone for their streak.
ALTER TABLE "quests" ADD COLUMN "recurrence" text DEFAULT 'ONCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_recurrence_known" CHECK ("quests"."recurrence" in ('ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'));--> statement-breakpoint
ALTER TABLE "user_quests" ADD COLUMN "period" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_quests_one_per_period" ON "user_quests" USING btree ("quest_id","user_id","period");--> statement-breakpoint
DROP INDEX "user_quests_one_per_user";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;
