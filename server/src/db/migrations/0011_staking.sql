CREATE TABLE "staking_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"idempotency_key" text,
	"amount" numeric(78, 0) NOT NULL,
	"performance_fee" numeric(78, 0) NOT NULL,
	"withdraw_fee" numeric(78, 0) NOT NULL,
	"overdue_fee" numeric(78, 0) NOT NULL,
	"value_after" numeric(78, 0) NOT NULL,
	"at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_actions_kind" CHECK ("staking_actions"."action" in ('DEPOSIT', 'EXTEND', 'WITHDRAW', 'UNLOCK'))
);
--> statement-breakpoint
CREATE TABLE "staking_pool" (
	"id" integer PRIMARY KEY NOT NULL,
	"total_shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"total_boost_debt" numeric(78, 0) DEFAULT 0 NOT NULL,
	"total_locked_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"reward_per_second" numeric(78, 0) DEFAULT 0 NOT NULL,
	"alloc_point" integer DEFAULT 1 NOT NULL,
	"total_alloc_point" integer DEFAULT 1 NOT NULL,
	"last_reward_time" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_pool_single" CHECK ("staking_pool"."id" = 1),
	CONSTRAINT "staking_pool_not_negative" CHECK ("staking_pool"."total_shares" >= 0 and "staking_pool"."total_boost_debt" >= 0 and "staking_pool"."total_locked_amount" >= 0 and "staking_pool"."reward_per_second" >= 0),
	CONSTRAINT "staking_pool_alloc" CHECK ("staking_pool"."alloc_point" >= 0 and "staking_pool"."total_alloc_point" >= "staking_pool"."alloc_point")
);
--> statement-breakpoint
CREATE TABLE "staking_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"last_deposited_time" bigint DEFAULT 0 NOT NULL,
	"cake_at_last_user_action" numeric(78, 0) DEFAULT 0 NOT NULL,
	"last_user_action_time" bigint DEFAULT 0 NOT NULL,
	"lock_start_time" bigint DEFAULT 0 NOT NULL,
	"lock_end_time" bigint DEFAULT 0 NOT NULL,
	"user_boosted_share" numeric(78, 0) DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_positions_not_negative" CHECK ("staking_positions"."shares" >= 0 and "staking_positions"."user_boosted_share" >= 0 and "staking_positions"."locked_amount" >= 0 and "staking_positions"."cake_at_last_user_action" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_known";--> statement-breakpoint
ALTER TABLE "staking_actions" ADD CONSTRAINT "staking_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_positions" ADD CONSTRAINT "staking_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_actions_idempotency" ON "staking_actions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "staking_actions_user_at" ON "staking_actions" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('TREASURY', 'PLATFORM_FEE', 'USER', 'QUEST_ESCROW', 'WITHDRAWALS_IN_FLIGHT', 'STAKING_POOL', 'STAKING_REWARDS'));--> statement-breakpoint
INSERT INTO "staking_pool" ("id") VALUES (1) ON CONFLICT DO NOTHING;
