-- Reward distribution per quest (issue 38): the brand's chosen mode and its settlement, and the frozen list of who
-- completed before the end with what each was paid. Hand-written from db/schema/distribution.ts.
CREATE TABLE "quest_distributions" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"winners" integer,
	"score" text,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"list_hash" text,
	"eligible" integer,
	"target_block" bigint,
	"seed" text,
	"pool" numeric(78, 0),
	"share" numeric(78, 0),
	"paid" numeric(78, 0),
	"returned" numeric(78, 0),
	"frozen_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_distributions_mode_known" CHECK ("quest_distributions"."mode" in ('FIRST_COME', 'EQUAL_SPLIT', 'RAFFLE', 'TOP_N')),
	CONSTRAINT "quest_distributions_state_known" CHECK ("quest_distributions"."state" in ('OPEN', 'FROZEN', 'SETTLED')),
	CONSTRAINT "quest_distributions_winners_positive" CHECK ("quest_distributions"."winners" is null or "quest_distributions"."winners" >= 1)
);
--> statement-breakpoint
CREATE TABLE "distribution_entries" (
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pseudonym" text NOT NULL,
	"place" integer,
	"amount" numeric(78, 0),
	CONSTRAINT "distribution_entries_quest_id_user_id_pk" PRIMARY KEY("quest_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "quest_distributions" ADD CONSTRAINT "quest_distributions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_entries" ADD CONSTRAINT "distribution_entries_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_entries" ADD CONSTRAINT "distribution_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_distributions_unsettled" ON "quest_distributions" USING btree ("state") WHERE "quest_distributions"."state" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "distribution_entries_list" ON "distribution_entries" USING btree ("quest_id","pseudonym");--> statement-breakpoint
CREATE INDEX "distribution_entries_paid" ON "distribution_entries" USING btree ("quest_id","place") WHERE "distribution_entries"."place" is not null;
