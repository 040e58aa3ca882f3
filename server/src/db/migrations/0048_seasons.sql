-- Seasons (issue 37 item 3, issue 38 item 5): a brand's season (a window and its quests, each quest in at most one
-- season), its prize pool held in a SEASON_ESCROW ledger account, and who was paid what at its end. Hand-written
-- from db/schema/seasons.ts and db/schema/ledger.ts.
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"prize_mode" text DEFAULT 'NONE' NOT NULL,
	"pool" numeric(78, 0) DEFAULT 0 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"paid" numeric(78, 0),
	"returned" numeric(78, 0),
	"total_xp" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_window" CHECK ("seasons"."end_at" > "seasons"."start_at"),
	CONSTRAINT "seasons_status_known" CHECK ("seasons"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "seasons_prize_mode_known" CHECK ("seasons"."prize_mode" in ('NONE', 'TOP_N', 'PROPORTIONAL')),
	CONSTRAINT "seasons_pool_not_negative" CHECK ("seasons"."pool" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasons_brand" ON "seasons" USING btree ("brand_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seasons_unsettled" ON "seasons" USING btree ("end_at") WHERE "seasons"."status" = 'PUBLISHED' and "seasons"."settled_at" is null;--> statement-breakpoint
CREATE TABLE "season_quests" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"season_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_quests" ADD CONSTRAINT "season_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_quests" ADD CONSTRAINT "season_quests_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_quests_season" ON "season_quests" USING btree ("season_id");--> statement-breakpoint
CREATE TABLE "season_payouts" (
	"season_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"xp" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "season_payouts_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "season_payouts" ADD CONSTRAINT "season_payouts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Season and brand boards sum a set of quests' XP over a window: one range of this index per quest.
CREATE INDEX "xp_entries_quest" ON "xp_entries" USING btree ("quest_id","created_at") INCLUDE ("user_id","amount") WHERE "xp_entries"."quest_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "season_id" uuid;--> statement-breakpoint
DROP INDEX "ledger_accounts_identity";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity" ON "ledger_accounts" USING btree ("kind","currency",coalesce("user_id", '00000000-0000-0000-0000-000000000000'),coalesce("quest_id", '00000000-0000-0000-0000-000000000000'),coalesce("season_id", '00000000-0000-0000-0000-000000000000'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('TREASURY', 'PLATFORM_FEE', 'USER', 'QUEST_ESCROW', 'WITHDRAWALS_IN_FLIGHT', 'STAKING_POOL', 'STAKING_REWARDS', 'SEASON_ESCROW'));
